// The response headers for the HTML and every asset: the single source for deploy/nginx.conf (through
// security-headers.conf, generated from it by scripts/security-headers-conf.mjs), deploy/nginx.spec.ts
// and `vite preview`. The values live in security-headers.json, which
// vite-plugins/html/inline-script-policy.ts reads too (the build fails on an inline script they do not allow).
//
// Framing is same-origin only (frame-ancestors 'self', X-Frame-Options SAMEORIGIN): the app and the
// games open these pages top-level in a web view, which frame-ancestors does not affect, and no
// third-party site has a reason to frame them (clickjacking, passing them off as its own).
import headers from './security-headers.json' with { type: 'json' };

export const securityHeaders: Record<string, string> = headers;
