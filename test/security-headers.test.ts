import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../deploy/security-headers.ts';

// deploy/nginx.conf includes deploy/security-headers.conf in every location; what nginx then sends is
// checked live by deploy/nginx.spec.ts (`npm run test:nginx`).
describe('deploy/security-headers', () => {
  it('the header set is the expected one', () => {
    expect(Object.keys(securityHeaders).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'self'");
  });

  it('security-headers.conf, which nginx.conf includes, is what security-headers.json makes', () => {
    expect(() => execFileSync(process.execPath, ['scripts/security-headers-conf.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
