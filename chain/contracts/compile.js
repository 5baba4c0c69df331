// Compiles chain/contracts/*.sol with solcjs through the standard-JSON
// interface and writes <Contract>.abi and <Contract>.bin for every contract
// defined in those files. Run by scripts/compile-contracts.sh, which pins
// the solc and OpenZeppelin versions.
//
// usage: node compile.js <node_modules> <contracts dir> <artifacts dir>
'use strict';
const fs = require('fs');
const path = require('path');

const [modules, srcDir, outDir] = process.argv.slice(2).map((p) => p && path.resolve(p));
if (!modules || !srcDir || !outDir) {
  console.error('usage: node compile.js <node_modules> <contracts dir> <artifacts dir>');
  process.exit(2);
}
const solc = require(path.join(modules, 'solc'));

const sources = {};
for (const f of fs.readdirSync(srcDir).filter((f) => f.endsWith('.sol')).sort()) {
  sources[f] = { content: fs.readFileSync(path.join(srcDir, f), 'utf8') };
}

const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    // No metadata hash in the bytecode: the output depends only on the
    // sources and the settings, so CI can compare it byte for byte.
    metadata: { bytecodeHash: 'none', appendCBOR: false },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};

function findImports(p) {
  const candidates = [path.join(modules, p), path.join(srcDir, p)];
  for (const c of candidates) {
    if (fs.existsSync(c)) return { contents: fs.readFileSync(c, 'utf8') };
  }
  return { error: `import not found: ${p}` };
}

const out = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
let failed = false;
for (const e of out.errors || []) {
  if (e.severity === 'error') failed = true;
  // OpenZeppelin's ReentrancyGuardTransient clears its slot on every exit;
  // solc's generic tstore warning about it is noise.
  if (e.severity === 'warning' && /Transient storage/.test(e.message)) continue;
  console.error(e.formattedMessage || e.message);
}
if (failed) process.exit(1);

fs.mkdirSync(outDir, { recursive: true });
for (const file of Object.keys(sources)) {
  for (const [name, c] of Object.entries(out.contracts[file] || {})) {
    fs.writeFileSync(path.join(outDir, `${name}.abi`), JSON.stringify(c.abi, null, 2) + '\n');
    fs.writeFileSync(path.join(outDir, `${name}.bin`), c.evm.bytecode.object + '\n');
    console.log(`compiled ${name}: ${c.evm.bytecode.object.length / 2} bytes of init code`);
  }
}
