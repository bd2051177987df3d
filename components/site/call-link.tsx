import { site } from "@/lib/shared/site";
import { Icon } from "@/components/ui/icon";
import { buttonClass, type ButtonVariant } from "@/components/ui/button-styles";

/** A button that dials the company: the number shown is always the number dialled. */
export function CallLink({
  variant = "outline",
  label,
  className = "",
}: {
  variant?: ButtonVariant;
  label?: string;
  className?: string;
}) {
  return (
    <a href={site.phone.href} className={buttonClass(variant, className)}>
      <Icon name="phone" className="size-4" />
      {label ?? `Call ${site.phone.display}`}
    </a>
  );
}
