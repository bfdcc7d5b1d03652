/**
 * The server-rendered pages' style, inlined in their head (one request, no script): readable on
 * a phone and a desktop, the product's green, contrast above WCAG AA.
 */
export const SEO_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d252c;background:#fff}
a{color:#0b6b36}
.seo-header{min-height:60px;display:flex;gap:16px;align-items:center;flex-wrap:wrap;padding:12px 16px;border-bottom:1px solid #dde3e8}
.seo-brand{font-weight:700;font-size:20px;text-decoration:none;color:#0b6b36;margin-right:auto}
.seo-crumbs ol{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0;padding:8px 16px;font-size:14px}
.seo-crumbs li+li::before{content:"›";margin-right:4px;color:#56626c}
main,.seo-footer{max-width:960px;margin:0 auto;padding:0 16px}
h1{font-size:28px;line-height:1.2;margin:8px 0 16px}
h2{font-size:20px;margin:24px 0 8px}
.seo-links{padding-left:20px}
.seo-links--columns{columns:14em;column-gap:24px}
.seo-links li{break-inside:avoid;padding:2px 0}
.seo-links a,.seo-crumbs a,.seo-header a{display:inline-block;min-height:24px;min-width:24px;line-height:24px}
.seo-detail{color:#56626c;font-size:14px}
.seo-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(12em,1fr));gap:8px}
.seo-facts div{padding:8px 12px;border:1px solid #dde3e8;border-radius:8px}
.seo-facts dt{font-size:14px;color:#56626c}
.seo-facts dd{margin:0;font-weight:600}
details{margin:8px 0}
summary{font-weight:600;cursor:pointer}
.seo-button{display:inline-block;padding:10px 16px;border-radius:8px;background:#0b6b36;color:#fff;text-decoration:none;font-weight:600}
.seo-pager{display:flex;justify-content:space-between;margin:24px 0}
.seo-footer{margin-top:32px;padding-bottom:24px;border-top:1px solid #dde3e8;font-size:14px}
.seo-credits{color:#56626c}
`;
