/**
 * For a browser without ES modules (`<script nomodule>`), so below the support matrix: it cannot run
 * the app, so it goes to the plain document the address names, at its section, or to home's
 * (vite-plugins/html/plain-documents.ts bundles it with the documents' addresses). ES5, like the
 * browsers that run it.
 */
import { canonicalPath } from './address-rule.ts';
import plain from 'virtual:plain-documents';

var hash = location.hash.slice(1);
var query = hash.indexOf('?');
var path = canonicalPath(query < 0 ? hash : hash.slice(0, query));
var target = (path !== null && plain.documents[path]) || plain.home;
var section = /(?:^|&)section=([a-z0-9-]+)(?:&|$)/.exec(query < 0 ? '' : hash.slice(query + 1));
location.replace(target + (section ? '#' + section[1] : ''));
