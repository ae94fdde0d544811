import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const ua of [undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BaeumApp/220 (iOS)']) {
  for (const path of ['/', '/community', '/class/1', '/community/1', '/search?keyword=드로잉']) {
    const ctx = await browser.newContext(ua ? { userAgent: ua } : {});
    const page = await ctx.newPage();
    const msgs = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') msgs.push(m.type() + ': ' + m.text().slice(0, 300)); });
    page.on('pageerror', (e) => msgs.push('pageerror: ' + e.message.slice(0, 300)));
    await page.goto('http://localhost:3900' + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    console.log(ua ? 'APP' : 'WEB', path, msgs.length ? msgs : 'clean');
    await ctx.close();
  }
}
await browser.close();
