// A Vite plugin giving the floor apps the bench peers' own page modules and stylesheet, read from
// the vue-router peer's build (../shared/bench/peers/vue-router/assets): `virtual:peer-page/<id>` is a
// module `export default { title, description, html }` with that peer's text, and `peer-style.css`
// is that peer's stylesheet, so the floors load the same bytes as the peers do.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const pagePrefix = 'virtual:peer-page/';
const resolvedPrefix = '\0' + pagePrefix;

/** The vue-router peer names its page chunks after its components: Privacy-<hash>.js. */
const componentOf: Record<string, string> = {
  index: 'Home',
  introduce: 'Introduce',
  privacy: 'Privacy',
  parent: 'Parent',
  agreement: 'Agreement',
};

/** The page object literal, as the peer's chunk holds it (one per chunk, its html a template literal). */
const pageLiteral = /\{title:`[^`]*`,description:`[^`]*`,html:`(?:[^`\\]|\\[\s\S])*`\}/;

export function peerPages(benchDir: string): Plugin {
  const assets = join(benchDir, 'peers', 'vue-router', 'assets');
  const file = (prefix: string, ext: string) => {
    const name = readdirSync(assets).find((entry) => entry.startsWith(`${prefix}-`) && entry.endsWith(ext));
    if (!name) throw new Error(`no ${prefix}-*${ext} in ${assets}`);
    return join(assets, name);
  };
  return {
    name: 'floor-peer-pages',
    resolveId(id) {
      if (id.startsWith(pagePrefix)) return '\0' + id;
      if (id === 'peer-style.css') return file('index', '.css');
      return null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const component = componentOf[id.slice(resolvedPrefix.length)];
      if (!component) throw new Error(`no peer page for ${id}`);
      const literal = pageLiteral.exec(readFileSync(file(component, '.js'), 'utf8'));
      if (!literal) throw new Error(`no page literal in the peer's ${component} chunk`);
      return `export default ${literal[0]};`;
    },
  };
}
