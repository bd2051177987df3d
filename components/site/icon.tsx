import {
  Award,
  Building2,
  Calendar,
  Camera,
  Clock,
  Eye,
  FileCheck,
  FileText,
  HardDrive,
  Heart,
  Leaf,
  Lock,
  MapPin,
  Package,
  Phone,
  PoundSterling,
  Recycle,
  ShieldCheck,
  Star,
  Truck,
  Users,
  type LucideIcon,
} from "lucide-react";

// The icon names content modules may use, mapped to their drawings in one place.
const icons = {
  "file-text": FileText,
  truck: Truck,
  "hard-drive": HardDrive,
  calendar: Calendar,
  package: Package,
  recycle: Recycle,
  shield: ShieldCheck,
  eye: Eye,
  lock: Lock,
  award: Award,
  clock: Clock,
  "map-pin": MapPin,
  camera: Camera,
  "file-check": FileCheck,
  users: Users,
  leaf: Leaf,
  pound: PoundSterling,
  phone: Phone,
  star: Star,
  building: Building2,
  heart: Heart,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" focusable="false" className={className} />;
}
