import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { htmlPieces } from '../content/html-pieces.ts';
import securityHeaders from '../../deploy/security-headers.json' with { type: 'json' };

/** The CSP source that allows an inline script with this text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The hash sources of the inline scripts in `html` that `csp`'s script-src does not list. Data blocks
 * (`type="application/json"`) are not run, so the policy does not apply to them.
 */
export function inlineScriptsNotAllowed(html: string, csp: string): string[] {
  const scriptSrc = /(?:^|;)\s*script-src\s([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
  const pieces = htmlPieces(html);
  return pieces
    .flatMap((piece, index) => {
      if (!('open' in piece) || piece.open !== 'script' || piece.attributes.src !== undefined || /^application\/(?:ld\+)?json$/i.test(piece.attributes.type ?? '')) return [];
      const text = pieces[index + 1];
      return [scriptHashSource(text && 'text' in text ? text.text : '')];
    })
    .filter((source) => !scriptSrc.includes(source));
}

/** Fails the build when an HTML file it writes has an inline script that deploy/security-headers.json does not allow. */
export function inlineScriptPolicy(): Plugin {
  return {
    name: 'inline-script-policy',
    apply: 'build',
    // After the plugins that write inline scripts into the HTML.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const csp = securityHeaders['Content-Security-Policy'];
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.html')) continue;
          const html = typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
          const missing = inlineScriptsNotAllowed(html, csp);
          if (missing.length > 0) {
            this.error(`deploy/security-headers.json: script-src must allow ${missing.join(' ')} (inline scripts of ${output.fileName})`);
          }
        }
      },
    },
  };
}
