import { mergeConfig, type Plugin } from 'vite';
import app from '../vite.config';

/**
 * The app's build with the inspector's code gone: every module of src/dev/inspector/ is an empty one.
 * test/inspector-not-in-build.test.ts compares its output with the real build's.
 */
const withoutInspector: Plugin = {
  name: 'without-inspector',
  enforce: 'pre',
  load(id) {
    return id.split('?')[0]?.includes('/src/dev/inspector/') ? 'export {};' : null;
  },
};

export default mergeConfig(app, { plugins: [withoutInspector] });
