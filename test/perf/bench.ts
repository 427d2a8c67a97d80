import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
const html = (n:number)=>`<!doctype html><html><head><script>window.__t0=performance.now()</script><script type="module">class V extends HTMLElement{connectedCallback(){this.setAttribute('tabindex','0')}};customElements.define('vanilla-edit',V);let s=0;for(let i=0;i<3e6;i++)s+=i;window.__s=s;window.__t1=performance.now()</script></head><body>${'<vanilla-edit>x</vanilla-edit>'.repeat(n)}</body></html>`;
const server = createServer((req,res)=>{res.writeHead(200,{'content-type':'text/html'});res.end(req.url==='/blank'?'<!doctype html><title>b</title>':html(1000));});
await new Promise<void>(r=>server.listen(0,'127.0.0.1',()=>r()));
const port=(server.address() as any).port;
const browser = await chromium.launch({executablePath:'/usr/bin/chromium',headless:true,args:['--no-sandbox','--disable-gpu']});
const m = (r:any)=>Object.fromEntries(r.metrics.map((x:any)=>[x.name,x.value]));
for (const mode of ['aboutblank','sameorigin','aboutblank','sameorigin']) { const out=[];
 for (let k=0;k<6;k++){
  const ctx = await browser.newContext(); const page = await ctx.newPage(); const cdp = await ctx.newCDPSession(page);
  if (mode==='sameorigin') await page.goto(`http://127.0.0.1:${port}/blank`);
  await cdp.send('Performance.enable');
  const b = m(await cdp.send('Performance.getMetrics'));
  await page.goto(`http://127.0.0.1:${port}/p`);
  await page.waitForTimeout(100);
  const a = m(await cdp.send('Performance.getMetrics'));
  const t = await page.evaluate(()=>(window as any).__t1-(window as any).__t0);
  out.push(`${((a.ScriptDuration-b.ScriptDuration)*1000).toFixed(1)}/${((a.TaskDuration-b.TaskDuration)*1000).toFixed(1)}/${t.toFixed(1)}`);
  await ctx.close();
 }
 console.log(mode, out.join('  '));
}
await browser.close(); server.close();
