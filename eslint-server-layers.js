// The server's layers, checked on resolved paths (the server imports by relative path, so a pattern on the
// specifier cannot tell a sibling feature from a file of its own): a feature never imports another feature,
// shared code never imports a feature, and nothing below imports the route areas. app.ts, server.ts, the route areas,
// the seed command and the other commands compose features; they sit above them.
import path from 'node:path';

const SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;

const place = (file) => {
  const at = file.indexOf(SRC);
  if (at < 0) return null;
  const [top, second] = file.slice(at + SRC.length).split(path.sep);
  if (top === 'features') return { layer: 'feature', feature: second };
  if (top === 'routes' || top === 'app.ts' || top === 'server.ts' || top === 'seed' || top === 'commands') return { layer: 'top' };
  return { layer: 'shared' };
};

const rule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      const report = (message) => context.report({ node: node.source, message });
      if (to.layer === 'top' && from.layer !== 'top') report('Nothing below imports the route areas, app.ts or the seed.');
      else if (to.layer === 'feature' && from.layer === 'shared') report(`Shared code never imports a feature (${to.feature}): move what both need below the features.`);
      else if (to.layer === 'feature' && from.layer === 'feature' && to.feature !== from.feature)
        report(`The feature ${from.feature} never imports the feature ${to.feature}: move what both need below the features.`);
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { layers: rule } };
