import { build } from 'esbuild';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
const strip = { name: 'strip', setup(b) { b.onLoad({ filter: /react-router\/dist\/production\/.*\.mjs$/ }, (a) => ({ contents: readFileSync(a.path, 'utf8').replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '').replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext|createElement)\()/gm, '$1/* @__PURE__ */ $2'), loader: 'js' })); } };
const sets = { none: 'data', cbr: 'createBrowserRouter', rp: 'RouterProvider', cbrrp: 'createBrowserRouter, RouterProvider',
  all: 'createBrowserRouter, RouterProvider, useLoaderData, useLocation, useNavigation, Outlet, useRouteError, isRouteErrorResponse, matchRoutes, data, redirect, useNavigate, useActionData, Link, Form, useSubmit, ScrollRestoration, Await' };
for (const [name, names] of Object.entries(sets)) {
  const r = await build({ stdin: { contents: `export { ${names} } from 'react-router';`, resolveDir: process.cwd() }, bundle: true, format: 'esm', minify: true, write: false, target: 'es2022', plugins: [strip],
    define: { 'process.env.NODE_ENV': '"production"' }, external: ['react', 'react-dom'],
    alias: { 'react-router': './node_modules/react-router/dist/production/index.mjs' }, legalComments: 'none', metafile: true });
  const code = r.outputFiles[0].text;
  const min = await minify(code, { module: true, ecma: 2020, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, toplevel: true }, mangle: { toplevel: true }, format: { comments: false } });
  console.log(name.padEnd(6), code.length, min.code.length, (gzipSync(min.code).length/1024).toFixed(1));
  writeFileSync(`/tmp/j-rr/${name}.js`, min.code);
}
