// Google Consent Mode v2: everything denied until the visitor accepts (consent-banner.tsx).
// Inline so it runs before any tag could.
const script = `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};window.gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});window.gtag('js',new Date());`;

export function ConsentModeDefaults() {
  return <script id="consent-mode-defaults" dangerouslySetInnerHTML={{ __html: script }} />;
}
