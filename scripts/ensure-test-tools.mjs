// `npm test` needs three things from Debian besides npm's packages: Chromium for the browser tests, Thai fonts so
// pages render Thai as members see it, and pdftotext to read the PDF documents back. As root it installs what is
// missing; otherwise it stops at once with the exact command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const has = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const thaiFonts = () => {
  const listed = spawnSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' });
  return listed.status === 0 && /\S/.test(listed.stdout);
};

const missing = [
  fs.existsSync('/usr/bin/chromium') ? null : 'chromium',
  thaiFonts() ? null : 'fonts-thai-tlwg',
  has('pdftotext', ['-v']) ? null : 'poppler-utils',
].filter(Boolean);

if (missing.length > 0) {
  if (process.getuid?.() !== 0 || !has('apt-get', ['--version'])) {
    const install = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
    console.error(`The tests need ${missing.join(', ')} from Debian. Install them, then run npm test again:\n\n  ${install}\n`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian for the tests`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
