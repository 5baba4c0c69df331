// Tensora dashboard. Plain JS, no dependencies: it reads the node's local
// API (/api/v1/...), follows the server-sent-events stream for live
// metrics and job changes, and draws its charts on <canvas>.
//
// Everything shown comes from peers on the network (adverts, job orders),
// so text is always set with textContent, never parsed as HTML.
'use strict';

(function () {
  const API = '/api/v1/';
  const KEEP = 300; // samples kept per chart: five minutes at one a second
  const STEPS_ALL = ['announced', 'bids', 'assigned', 'fetched', 'executed', 'verified', 'settled'];

  const FAIL = ['failed', 'rejected', 'miner-failed', 'cancelled'];

  const S = {
    info: null, adverts: [], peers: [], jobs: { client: [], miner: [], observed: [] },
    balances: null, batches: [], swaps: null, latest: null, open: new Set(), gpuCharts: null,
    // The loads that have answered (or failed) at least once: until then
    // their part of S holds no facts, only the empty start above.
    loaded: new Set(),
  };

  // The minimum stake this node's matching requires of bids (TORA).
  function minStake() { return S.info && S.info.min_stake_tora ? Number(S.info.min_stake_tora) : 0; }

  // ---------- small helpers ----------

  function $(id) { return document.getElementById(id); }

  // h builds an element: h('div', {class: 'x', dataset: {a: 1}}, child, 'text', ...).
  function h(tag, attrs, ...kids) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') el.className = v;
      else if (k === 'dataset') Object.assign(el.dataset, v);
      else if (k === 'style') el.setAttribute('style', v);
      else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of kids.flat()) {
      if (c === undefined || c === null || c === false) continue;
      el.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return el;
  }

  function fill(el, ...kids) { el.replaceChildren(...kids.flat().filter((k) => k !== null && k !== undefined && k !== false)); }

  async function get(path) {
    const r = await fetch(API + path, { cache: 'no-store' });
    if (!r.ok) {
      let msg = r.status + ' ' + r.statusText;
      try { msg = (await r.json()).error || msg; } catch (_) { /* not JSON */ }
      throw new Error(path + ': ' + msg);
    }
    return r.json();
  }

  function short(s, head, tail) {
    if (!s) return '';
    head = head || 6; tail = tail || 4;
    return s.length > head + tail + 1 ? s.slice(0, head) + '…' + s.slice(-tail) : s;
  }

  // who is an address as the tables show it: its .tora name next to its
  // shortened hex when it has one.
  function who(addr, name, head, tail) {
    const a = short(addr, head || 6, tail || 4);
    return name ? name + ' (' + a + ')' : a;
  }

  function bytes(n, digits) {
    if (!isFinite(n) || n <= 0) return '0 B';
    const u = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let i = 0;
    while (n >= 1024 && i < u.length - 1) { n /= 1024; i++; }
    return n.toFixed(n >= 100 || i === 0 ? 0 : (digits === undefined ? 1 : digits)) + ' ' + u[i];
  }

  function gib(n) { return Math.round(n / (1 << 30)) + ' GB'; }

  function num(n, d) {
    if (!isFinite(n)) return '–';
    return Number(n).toLocaleString('en-US', { maximumFractionDigits: d === undefined ? 2 : d });
  }

  function tora(s) {
    if (s === undefined || s === null || s === '') return '–';
    const v = Number(s);
    if (!isFinite(v)) return s;
    return v.toLocaleString('en-US', { maximumFractionDigits: 4 });
  }

  function time(t) {
    const d = new Date(t);
    if (isNaN(d) || d.getFullYear() < 2000) return '';
    return d.toLocaleTimeString('en-GB', { hour12: false }) + '.' + String(d.getMilliseconds()).padStart(3, '0');
  }

  function ago(t) {
    const d = new Date(t);
    if (isNaN(d) || d.getFullYear() < 2000) return '';
    const s = Math.max(0, (Date.now() - d.getTime()) / 1000);
    if (s < 60) return Math.round(s) + ' s ago';
    if (s < 3600) return Math.round(s / 60) + ' min ago';
    if (s < 86400) return Math.round(s / 3600) + ' h ago';
    return Math.round(s / 86400) + ' d ago';
  }

  function delta(ms) {
    if (!isFinite(ms)) return '';
    if (ms < 1000) return '+' + Math.round(ms) + ' ms';
    if (ms < 60000) return '+' + (ms / 1000).toFixed(ms < 10000 ? 2 : 1) + ' s';
    return '+' + (ms / 60000).toFixed(1) + ' min';
  }

  // terse shortens the addresses and CIDs inside a sentence (the whole
  // sentence stays in the element's title).
  function terse(s) {
    return String(s).replace(/0x[0-9a-fA-F]{40}/g, (a) => short(a, 6, 4)).replace(/\b(baf[a-z2-7]{40,})\b/g, (c) => short(c, 10, 6));
  }

  // gpuName is a GPU's model as people say it: "NVIDIA A100-SXM4-80GB"
  // reads "A100" (the VRAM is shown beside it).
  function gpuName(n) {
    return (n || '').replace(/^NVIDIA\s+/i, '').replace(/^GeForce\s+/i, '').replace(/-(SXM\d?|PCIE)(-\d+GB)?$/i, '');
  }

  // ---------- header ----------

  function renderIdent() {
    const i = S.info;
    if (!i) return;
    const field = (label, value, title) => h('div', { class: 'field', title: title || value }, h('b', null, label), h('span', { class: 'mono' }, value));
    fill($('ident'),
      field('Address', who(i.address, i.name, 8, 6), i.address),
      field('Peer ID', short(i.peer_id, 8, 6), i.peer_id),
      h('div', { class: 'field' }, h('b', null, 'Roles'),
        h('span', null, (i.roles || []).map((r) => h('span', { class: 'chip role' }, r)), i.light ? h('span', { class: 'chip' }, 'light') : null)),
      field('Subnets', (i.subnets || []).join(', ') || '–'),
      i.chain_id ? field('Chain', String(i.chain_id)) : null,
      field('Version', i.version || 'dev'),
      field('Up since', time(i.started_at).slice(0, 8) || '–'),
    );
    $('money-addr').textContent = who(i.address, i.name, 8, 6);
    $('money-addr').title = i.address;
  }

  function setStream(state, text) {
    $('stream').dataset.state = state;
    $('stream-text').textContent = text;
  }

  // ---------- network ----------

  function renderNetwork() {
    const ads = S.adverts || [];
    const models = new Map();
    let gpus = 0, cores = 0;
    for (const a of ads) {
      cores += a.cores || 0;
      for (const g of a.gpus || []) {
        gpus++;
        const k = gpuName(g.name) + ' ' + gib(g.vram_bytes);
        models.set(k, (models.get(k) || 0) + 1);
      }
    }
    $('kpi-gpus').textContent = gpus;
    $('kpi-miners').textContent = ads.length;
    const sorted = [...models.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const sum = $('gpu-summary');
    sum.dataset.gpus = gpus;
    if (!ads.length) {
      fill(sum, h('span', { class: 'muted' }, 'No miners seen yet: adverts arrive on gossip within seconds of connecting.'));
    } else {
      fill(sum,
        h('b', null, gpus + (gpus === 1 ? ' GPU' : ' GPUs') + ' online'),
        sorted.length ? ': ' : '',
        sorted.map(([k, c], i) => h('span', { class: 'gpu-model' }, (i ? '· ' : '') + c + '× ' + k)),
        h('span', { class: 'muted' }, '  —  ' + ads.length + (ads.length === 1 ? ' miner, ' : ' miners, ') + cores + ' CPU cores'));
    }
    if (!ads.length) {
      fill($('miners'), h('div', { class: 'empty' }, 'No live adverts. A miner announces its hardware every few seconds; check the Peers list.'));
      renderMap();
      return;
    }
    const me = S.info && S.info.address;
    fill($('miners'), ads.map((a) => minerCard(a, a.address === me)));
    renderMap();
  }

  // renderMap draws this node in the middle and every peer and miner it
  // knows on a ring: a solid line for a direct connection, a dashed one
  // for a miner known only from its adverts on gossip.
  function renderMap() {
    const svg = $('map');
    const NS = 'http://www.w3.org/2000/svg';
    const el = (tag, attrs, text) => {
      const e = document.createElementNS(NS, tag);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
      if (text !== undefined) e.textContent = text;
      return e;
    };
    const me = S.info ? S.info.address : '';
    const byAddr = new Map();
    for (const a of S.adverts || []) if (a.address !== me) byAddr.set(a.address, { ad: a, peer: null });
    for (const p of S.peers || []) {
      const k = p.address || p.peer_id;
      const e = byAddr.get(k) || { ad: null, peer: null };
      e.peer = p;
      byAddr.set(k, e);
    }
    const MAX = 24;
    const all = [...byAddr.entries()].sort((x, y) => (y[1].ad ? 1 : 0) - (x[1].ad ? 1 : 0) || x[0].localeCompare(y[0]));
    const shown = all.slice(0, MAX);
    const cx = 180, cy = 146, r = shown.length > 12 ? 118 : 108;
    const kids = [];
    const spots = shown.map((_, i) => {
      const t = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(1, shown.length);
      return [cx + r * Math.cos(t), cy + r * Math.sin(t), t];
    });
    shown.forEach(([, e], i) => {
      const [x, y] = spots[i];
      kids.push(el('line', { x1: cx, y1: cy, x2: x, y2: y, stroke: e.peer ? '#4a5a72' : '#364257', 'stroke-width': e.peer ? 1.6 : 1.2, 'stroke-dasharray': e.peer ? '' : '4 4' }));
    });
    shown.forEach(([addr, e], i) => {
      const [x, y, t] = spots[i];
      const gs = e.ad ? e.ad.gpus || [] : [];
      const fillc = e.ad ? (gs.length ? '#3fb950' : '#4c6a92') : '#39424f';
      const g = el('g', { 'data-node': addr });
      const title = el('title', {}, addr + (e.ad ? '\n' + (gs.length ? gs.map((x) => x.name).join(', ') : e.ad.cores + ' CPU cores') : '\npeer') + (e.peer ? '\nconnected, score ' + num(e.peer.score, 1) : '\nknown from gossip'));
      g.append(title);
      g.append(el('circle', { cx: x, cy: y, r: gs.length ? 9 + Math.min(4, gs.length - 1) : 7, fill: fillc, stroke: e.ad && e.ad.running ? '#79b8ff' : '#0d1117', 'stroke-width': e.ad && e.ad.running ? 2.5 : 2 }));
      if (gs.length > 1) g.append(el('text', { x, y: y + 3.5, 'text-anchor': 'middle', style: 'fill:#0d1117;font-weight:700' }, gs.length));
      const below = Math.sin(t) > -0.2;
      const label = e.ad ? (gs.length ? gpuName(gs[0].name) : e.ad.cores + ' cores') : 'peer';
      const lx = x + Math.cos(t) * 4, ly = below ? y + 22 : y - 14;
      g.append(el('text', { x: lx, y: ly, 'text-anchor': 'middle' }, label));
      kids.push(g);
    });
    kids.push(el('circle', { cx, cy, r: 15, fill: '#5b9dff', stroke: '#a9c8ff', 'stroke-width': 2 }));
    kids.push(el('text', { x: cx, y: cy + 31, 'text-anchor': 'middle', class: 'me' }, 'this node'));
    if (all.length > MAX) kids.push(el('text', { x: 352, y: 292, 'text-anchor': 'end' }, '+' + (all.length - MAX) + ' more'));
    if (!all.length) kids.push(el('text', { x: cx, y: 40, 'text-anchor': 'middle' }, 'alone: no peers, no adverts'));
    svg.replaceChildren(...kids);
  }

  function minerCard(a, self) {
    const gs = a.gpus || [];
    const gpuLine = gs.length
      ? groupGPUs(gs).map(([name, vram, n]) => h('div', { class: 'gpu', dataset: { gpu: name } },
        h('span', { class: 'icon' }), h('span', { class: 'gname', title: name }, (n > 1 ? n + '× ' : '') + gpuName(name)), h('span', { class: 'vram' }, gib(vram))))
      : [h('div', { class: 'gpu none' }, h('span', { class: 'icon' }), h('span', { class: 'gname', title: a.cpu || '' }, 'CPU only'))];
    const declared = gs.some((g) => g.declared);
    const max = Math.max(1, a.max_concurrency || 1);
    const busy = Math.min(100, ((a.running || 0) / max) * 100);
    const stake = Number(a.stake_tora);
    return h('div', {
      class: 'miner ' + (gs.length ? 'has-gpu' : 'cpu-only'),
      dataset: { miner: a.address, gpus: gs.map((g) => g.name).join('; '), cores: a.cores },
    },
    h('div', { class: 'miner-head' },
      h('span', { class: 'mono', title: a.address + '\n' + (a.peer_id || '') }, who(a.address, a.name, 8, 6)),
      h('span', null,
        self ? h('span', { class: 'tag' }, 'this node') : null, ' ',
        declared ? h('span', { class: 'tag', title: 'declared in the miner\'s config, not detected through NVML' }, 'declared') : null, ' ',
        !(stake > 0) ? h('span', { class: 'tag warn' }, 'no stake')
          : (minStake() > 0 && stake < minStake()) ? h('span', { class: 'tag warn', title: 'bids below the minimum stake are ignored' }, 'below min stake') : null)),
    gpuLine,
    h('div', { class: 'specs' },
      h('div', { title: a.cpu || '' }, h('b', null, 'CPU'), a.cores + ' cores'),
      h('div', null, h('b', null, 'RAM'), bytes(a.ram_bytes, 0)),
      h('div', null, h('b', null, 'Price'), tora(a.price_tora) + ' TORA'),
      h('div', null, h('b', null, 'Stake'), tora(a.stake_tora) + ' TORA'),
      h('div', null, h('b', null, 'Reputation'), num(a.reputation, 2)),
      h('div', null, h('b', null, 'Models'), (a.cached_models || 0) + ' cached')),
    h('div', { class: 'load-row' }, h('span', null, 'jobs'), h('div', { class: 'bar' }, h('i', { style: 'width:' + busy.toFixed(0) + '%' })),
      h('span', null, (a.running || 0) + '/' + max + (a.queued ? ' +' + a.queued : ''))),
    h('div', { class: 'load-row' }, h('span', null, 'CPU'), h('div', { class: 'bar cpu' }, h('i', { style: 'width:' + Math.min(100, a.cpu_percent || 0) + '%' })),
      h('span', null, (a.cpu_percent || 0) + '%')));
  }

  function groupGPUs(gs) {
    const m = new Map();
    for (const g of gs) {
      const k = g.name + '|' + g.vram_bytes;
      const e = m.get(k) || [g.name, g.vram_bytes, 0];
      e[2]++;
      m.set(k, e);
    }
    return [...m.values()];
  }

  // ---------- peers ----------

  function renderPeers() {
    const ps = S.peers || [];
    $('kpi-peers').textContent = ps.length;
    $('peers-count').textContent = ps.length + ' connected';
    renderMap();
    if (!ps.length) {
      fill($('peers'), h('div', { class: 'empty' }, 'No peers connected. Check the bootstrap addresses and that the listen port is reachable.'));
      return;
    }
    fill($('peers'), h('table', null,
      h('thead', null, h('tr', null, h('th', null, 'Peer'), h('th', null, 'Address'), h('th', null, 'Kind'), h('th', { class: 'num' }, 'Score'), h('th', { class: 'num' }, 'Latency'))),
      h('tbody', null, ps.map((p) => h('tr', { dataset: { peer: p.peer_id } },
        h('td', { class: 'mono', title: p.peer_id + '\n' + (p.addrs || []).join('\n') }, short(p.peer_id, 8, 4)),
        h('td', { class: 'mono', title: p.address || '' }, who(p.address, p.name) || '–'),
        h('td', null, p.miner ? h('span', { class: 'badge ok' }, 'miner') : h('span', { class: 'badge idle' }, 'peer')),
        h('td', { class: 'num' + (p.score < 0 ? ' err' : '') }, num(p.score, 1)),
        h('td', { class: 'num mono' }, p.latency || '–'))))));
  }

  // ---------- charts ----------

  // Chart is a small line chart: one canvas, a few series, a shared
  // y-axis starting at zero.
  class Chart {
    constructor(id, title, series, fmt, opts) {
      this.id = id; this.series = series; this.fmt = fmt; this.opts = opts || {};
      this.data = series.map(() => []);
      this.times = [];
      this.canvas = h('canvas', { id: 'chart-' + id, dataset: { samples: 0 } });
      this.value = h('span', { class: 'chart-value' }, '–');
      this.el = h('div', { class: 'chart', id: 'card-' + id },
        h('div', { class: 'chart-head' }, h('span', { class: 'chart-title' }, title), this.value),
        this.canvas,
        series.length > 1 ? h('div', { class: 'keys' }, series.map((s) => h('span', null, h('i', { style: 'background:' + s.color }), s.label))) : null);
    }
    push(sample) {
      this.times.push(new Date(sample.at).getTime());
      this.series.forEach((s, i) => this.data[i].push(Number(s.get(sample)) || 0));
      if (this.times.length > KEEP) {
        this.times.shift();
        this.data.forEach((d) => d.shift());
      }
    }
    reset() { this.times = []; this.data = this.series.map(() => []); }
    last(i) { const d = this.data[i || 0]; return d.length ? d[d.length - 1] : NaN; }
    draw() {
      const c = this.canvas;
      const n = this.times.length;
      c.dataset.samples = n;
      c.dataset.last = this.data.map((d) => (d.length ? d[d.length - 1] : '')).join(',');
      this.value.textContent = n ? this.series.map((s, i) => this.fmt(this.last(i))).join(' / ') : '–';
      const dpr = window.devicePixelRatio || 1;
      const w = c.clientWidth, hgt = c.clientHeight;
      if (!w || !hgt) return;
      if (c.width !== Math.round(w * dpr) || c.height !== Math.round(hgt * dpr)) {
        c.width = Math.round(w * dpr); c.height = Math.round(hgt * dpr);
      }
      const g = c.getContext('2d');
      g.setTransform(dpr, 0, 0, dpr, 0, 0);
      g.clearRect(0, 0, w, hgt);
      let top = this.opts.max || 0;
      if (!this.opts.max) {
        for (const d of this.data) for (const v of d) top = Math.max(top, v);
        top = nice(top || this.opts.floor || 1);
      }
      const padL = 0, padB = 2, padT = 12;
      const ph = hgt - padB - padT;
      // Grid: three lines, labelled on the right.
      g.font = '10px ' + getComputedStyle(document.body).fontFamily;
      g.textAlign = 'right';
      g.lineWidth = 1;
      const labels = [];
      // Axis labels go on top of the lines, on a patch of background.
      const drawLabels = () => {
        for (const [text, ly] of labels) {
          const tw = g.measureText(text).width;
          g.fillStyle = 'rgba(27, 35, 48, .85)';
          g.fillRect(w - tw - 5, ly - 9, tw + 5, 12);
          g.fillStyle = '#6b778a';
          g.fillText(text, w - 2, ly);
        }
      };
      for (let k = 0; k <= 2; k++) {
        const y = padT + ph - (ph * k) / 2 + 0.5;
        g.strokeStyle = k === 0 ? '#2b3546' : '#1f2835';
        g.beginPath(); g.moveTo(padL, y); g.lineTo(w, y); g.stroke();
        if (k > 0) labels.push([this.fmt((top * k) / 2), y - 3]);
      }
      if (n < 2) { drawLabels(); return; }
      // New samples enter on the right; the window grows to five minutes.
      const span = Math.min(KEEP, Math.max(60, n));
      const x = (i) => w - ((n - 1 - i) / (span - 1)) * w;
      const y = (v) => padT + ph - (Math.min(v, top) / top) * ph;
      this.series.forEach((s, si) => {
        const d = this.data[si];
        g.beginPath();
        for (let i = 0; i < n; i++) { if (i) g.lineTo(x(i), y(d[i])); else g.moveTo(x(i), y(d[i])); }
        g.strokeStyle = s.color; g.lineWidth = 1.6; g.lineJoin = 'round';
        g.stroke();
        if (si === 0 || this.opts.fillAll) {
          g.lineTo(x(n - 1), padT + ph); g.lineTo(x(0), padT + ph); g.closePath();
          const grad = g.createLinearGradient(0, padT, 0, padT + ph);
          grad.addColorStop(0, s.color + '55'); grad.addColorStop(1, s.color + '00');
          g.fillStyle = grad; g.fill();
        }
      });
      drawLabels();
    }
  }

  function nice(v) {
    const p = Math.pow(10, Math.floor(Math.log10(v)));
    for (const m of [1, 2, 2.5, 5, 10]) if (v <= m * p) return m * p;
    return 10 * p;
  }

  const pct = (v) => num(v, v < 10 ? 1 : 0) + '%';
  const C = {
    cpu: new Chart('cpu', 'CPU', [{ label: 'CPU', color: '#39c5cf', get: (s) => s.cpu_percent }], pct, { max: 100 }),
    mem: new Chart('mem', 'Memory', [{ label: 'used', color: '#a371f7', get: (s) => s.mem_used_bytes }], (v) => bytes(v, 1)),
    net: new Chart('net', 'Network in / out', [
      { label: 'in', color: '#5b9dff', get: (s) => s.net_in_bps },
      { label: 'out', color: '#db61a2', get: (s) => s.net_out_bps }], (v) => bytes(v, 1) + '/s', { floor: 1024 }),
    jobs: new Chart('jobs', 'Jobs / s', [{ label: 'jobs/s', color: '#3fb950', get: (s) => s.jobs_per_second }], (v) => num(v, 2), { floor: 0.5 }),
    queue: new Chart('queue', 'Queue depth', [{ label: 'queued', color: '#d29922', get: (s) => s.queue_depth }], (v) => num(v, 1), { floor: 4 }),
  };
  const GPU_COLORS = ['#3fb950', '#5b9dff', '#d29922', '#db61a2', '#a371f7', '#39c5cf', '#f85149', '#e6edf3'];

  // GPU charts depend on how many GPUs the node has; built on the first
  // sample (NVML finds none on a CPU-only machine: say so).
  function gpuCharts(sample) {
    const gs = sample.gpus || [];
    const key = gs.map((g) => g.index + g.name).join('|');
    if (S.gpuCharts && S.gpuCharts.key === key) return;
    const per = (get) => gs.map((g, i) => ({ label: 'GPU ' + g.index, color: GPU_COLORS[i % GPU_COLORS.length], get: (s) => { const x = (s.gpus || [])[i]; return x ? get(x) : 0; } }));
    S.gpuCharts = { key, charts: [] };
    if (gs.length) {
      const vramMax = gs.reduce((m, g) => Math.max(m, g.vram_total_bytes || 0), 0);
      S.gpuCharts.charts = [
        new Chart('gpu-util', 'GPU utilisation', per((g) => Math.max(0, g.util_percent)), pct, { max: 100 }),
        new Chart('gpu-vram', 'GPU memory', per((g) => Math.max(0, g.vram_used_bytes)), (v) => bytes(v, 1), { max: vramMax || undefined }),
        new Chart('gpu-temp', 'GPU temperature', per((g) => Math.max(0, g.temp_c)), (v) => num(v, 0) + ' °C', { floor: 50 }),
      ];
    }
    layoutCharts();
  }

  function layoutCharts() {
    const gc = S.gpuCharts ? S.gpuCharts.charts : [];
    const kids = [C.cpu.el, C.mem.el];
    if (gc.length) kids.push(...gc.map((c) => c.el));
    else {
      kids.push(h('div', { class: 'chart nogpu', id: 'card-nogpu' },
        h('div', { class: 'chart-head' }, h('span', { class: 'chart-title' }, 'GPU')),
        h('div', { class: 'msg', id: 'no-gpu' }, 'No GPU on this node. NVML reports no device here; the network\'s GPUs are listed above.')));
    }
    kids.push(C.net.el, C.jobs.el, C.queue.el);
    // Six cards without a GPU sit in two rows of three, eight in two of four.
    $('charts').classList.toggle('three', !gc.length);
    fill($('charts'), kids);
  }

  function allCharts() { return [...Object.values(C), ...(S.gpuCharts ? S.gpuCharts.charts : [])]; }

  function addSample(s, redraw) {
    if (!S.gpuCharts) gpuCharts(s);
    else if ((s.gpus || []).length !== (S.latest && S.latest.gpus ? S.latest.gpus.length : 0)) { gpuCharts(s); for (const c of S.gpuCharts.charts) c.reset(); }
    S.latest = s;
    for (const c of allCharts()) c.push(s);
    if (redraw) drawCharts();
  }

  function drawCharts() {
    for (const c of allCharts()) c.draw();
    const s = S.latest;
    if (!s) return;
    $('kpi-jps').textContent = num(s.jobs_per_second, 2);
    $('kpi-jobs').textContent = num(s.jobs_total, 0);
    $('kpi-queue').textContent = num(s.queue_depth, 0);
    $('kpi-peers').textContent = s.peers;
    const mem = s.mem_total_bytes ? bytes(s.mem_used_bytes) + ' of ' + bytes(s.mem_total_bytes) : '';
    $('live-note').textContent = [mem && 'memory ' + mem, 'in ' + bytes(s.net_in_total) + ', out ' + bytes(s.net_out_total) + ' since start',
      s.events_dropped ? s.events_dropped + ' events dropped' : ''].filter(Boolean).join(' · ');
  }

  // ---------- jobs ----------

  function badge(state, settled) {
    let cls = 'run';
    if (settled || state === 'settled') { cls = 'settled'; state = 'settled'; } else if (state === 'verified' || state === 'done') cls = 'ok';
    else if (FAIL.includes(state)) cls = 'bad';
    else if (state === 'announced' || state === 'queued') cls = 'idle';
    return h('span', { class: 'badge ' + cls, dataset: { state } }, state);
  }

  function exclusionText(rec) {
    const ex = rec.excluded || [];
    if (!ex.length) return '';
    const total = rec.miners || 0;
    const out = Math.max(0, total - (rec.eligible || 0));
    const head = total ? out + ' of ' + total + ' miners excluded' : 'miners excluded';
    return head + ': ' + ex.map((e) => e.reason + (e.want ? ' wants ' + e.want : '') + ' (' + e.miners + ')').join(', ');
  }

  function timeline(rec) {
    const tl = rec.timeline || [];
    const at = new Map();
    for (const s of tl) at.set(s.state, s);
    // A job placed directly from standing offers has no bids: its second
    // step is the offers it was matched over (an auction after direct
    // attempts shows its bids).
    let STEPS = at.has('offers') && !at.has('bids') ? STEPS_ALL.map((st) => (st === 'bids' ? 'offers' : st)) : STEPS_ALL;
    // A container job's image pull is a step of its own, between the
    // fetch and the run.
    if (at.has('pulled')) STEPS = STEPS.flatMap((st) => (st === 'fetched' ? ['fetched', 'pulled'] : [st]));
    const t0 = tl.length ? new Date(tl[0].at).getTime() : NaN;
    const failed = tl.find((s) => FAIL.includes(s.state));
    const items = [];
    let seenLast = 0;
    STEPS.forEach((st, i) => { if (at.has(st)) seenLast = i; });
    for (const st of STEPS) {
      const s = at.get(st);
      items.push(h('li', { class: s ? 'done' : 'pending', dataset: { step: st, done: s ? '1' : '0' } },
        h('div', { class: 'step' }, st),
        s ? h('div', { class: 'when', title: s.at }, time(s.at) + '  ' + (st === 'announced' ? '' : delta(new Date(s.at).getTime() - t0))) : h('div', { class: 'when' }, '—'),
        s && s.detail ? h('div', { class: 'det', title: s.detail }, terse(s.detail)) : null));
    }
    if (failed) {
      // A failure ends the timeline where the job stopped.
      const idx = Math.min(seenLast + 1, STEPS.length - 1);
      items[idx] = h('li', { class: 'fail', dataset: { step: failed.state, done: '1' } },
        h('div', { class: 'step err' }, failed.state),
        h('div', { class: 'when' }, time(failed.at) + '  ' + delta(new Date(failed.at).getTime() - t0)),
        failed.detail ? h('div', { class: 'det', title: failed.detail }, terse(failed.detail)) : null);
    }
    return h('ol', { class: 'timeline' }, items);
  }

  function jobDetail(rec) {
    const ex = exclusionText(rec);
    return h('div', { class: 'job-detail' },
      timeline(rec),
      ex ? h('div', { class: 'excl', dataset: { exclusions: '1' } }, h('b', null, 'Why no miner: '), ex) : null,
      rec.error ? h('div', { class: 'excl' }, h('b', null, 'Error: '), rec.error) : null,
      h('div', { class: 'kv' },
        h('span', null, h('b', null, 'job'), h('span', { class: 'mono' }, rec.id)),
        rec.path ? h('span', null, h('b', null, 'path'), rec.path) : null,
        h('span', null, h('b', null, 'model'), h('span', { class: 'mono', title: rec.model }, short(rec.model, 10, 6))),
        rec.input ? h('span', null, h('b', null, 'input'), h('span', { class: 'mono', title: rec.input }, short(rec.input, 10, 6))) : null,
        rec.output_cid ? h('span', null, h('b', null, 'output'), h('span', { class: 'mono', title: rec.output_cid }, short(rec.output_cid, 10, 6) + ' (' + bytes(rec.output_bytes) + ')')) : null,
        rec.fetch_us ? h('span', null, h('b', null, 'fetch'), (rec.fetch_us / 1000).toFixed(1) + ' ms') : null,
        rec.exec_us ? h('span', null, h('b', null, 'exec'), (rec.exec_us / 1000).toFixed(1) + ' ms') : null,
        h('span', null, h('b', null, 'max fee'), tora(rec.max_fee) === '–' ? '–' : weiToTora(rec.max_fee) + ' TORA'),
        rec.nonce ? h('span', null, h('b', null, 'nonce'), rec.nonce) : null));
  }

  // llmWork is an LLM job's tokens and charge for the job list.
  function llmWork(r) {
    if (!r.completion_tokens && !r.prompt_tokens) return '–';
    return r.prompt_tokens + '+' + r.completion_tokens + ' tok' + (r.charge ? ' · ' + weiToTora(r.charge) + ' TORA' : '');
  }

  // llmRates is the completion tokens per second of each miner that ran
  // this node's LLM jobs: their completion tokens over their execution
  // time, as the miners reported it.
  function llmRates(recs) {
    const by = new Map();
    for (const r of recs) {
      if (r.engine !== 'llm' || !r.winner || !r.exec_us || !r.completion_tokens) continue;
      const m = by.get(r.winner) || { miner: r.winner, jobs: 0, tokens: 0, us: 0 };
      m.jobs++; m.tokens += r.completion_tokens; m.us += r.exec_us;
      by.set(r.winner, m);
    }
    return [...by.values()].map((m) => ({ ...m, rate: m.tokens / (m.us / 1e6) })).sort((a, b) => b.rate - a.rate);
  }

  function renderLLMMiners(recs) {
    const rates = llmRates(recs);
    $('llm-miners-head').hidden = !rates.length;
    fill($('llm-miners'), rates.length ? h('table', null,
      h('thead', null, h('tr', null, h('th', null, 'Miner'), h('th', { class: 'num' }, 'LLM jobs'), h('th', { class: 'num' }, 'Completion tokens'), h('th', { class: 'num' }, 'Tokens/s'))),
      h('tbody', null, rates.map((m) => h('tr', { dataset: { llmMiner: m.miner } },
        h('td', { class: 'mono', title: m.miner }, short(m.miner, 6, 4)),
        h('td', { class: 'num' }, m.jobs), h('td', { class: 'num' }, m.tokens),
        h('td', { class: 'num', dataset: { rate: m.rate.toFixed(1) } }, num(m.rate, 1)))))) : null);
  }

  // JobRecord.max_fee is in wei (a decimal string).
  function weiToTora(s) {
    if (!/^\d+$/.test(s || '')) return s;
    const p = s.padStart(19, '0');
    const whole = p.slice(0, -18).replace(/^0+(?=\d)/, '');
    const frac = p.slice(-18).replace(/0+$/, '').slice(0, 4);
    return frac ? whole + '.' + frac : whole;
  }

  function renderJobs() {
    const cl = S.jobs.client || [];
    $('jobs-count').textContent = cl.length ? cl.length + ' posted by this node' : '';
    if (!cl.length) {
      fill($('jobs'), h('div', { class: 'empty' }, 'This node has posted no jobs. Post one with `tensora subnet jobs post` or the API.'));
    } else {
      const rows = [];
      for (const r of cl) {
        const open = S.open.has(r.id);
        const ex = exclusionText(r);
        rows.push(h('tr', {
          class: 'job' + (open ? ' open' : ''), dataset: { job: r.id, state: r.settled ? 'settled' : r.state },
          onclick: () => { if (S.open.has(r.id)) S.open.delete(r.id); else S.open.add(r.id); renderJobs(); },
        },
        h('td', { class: 'mono', title: r.id }, short(r.id, 10, 0)),
        h('td', null, r.spec ? h('span', { class: 'mono' }, r.spec) : h('span', { class: 'muted' }, 'any')),
        h('td', null, badge(r.state, r.settled)),
        h('td', { class: 'num', title: r.path ? 'placed by ' + r.path : '' }, r.path === 'direct' ? 'direct' : r.bids),
        h('td', { class: 'mono', title: r.winner || '' }, r.winner ? short(r.winner, 6, 4) : (ex ? h('span', { class: 'err small' }, ex.split(':')[0]) : '–')),
        h('td', { class: 'num' }, r.exec_us ? (r.exec_us / 1000).toFixed(1) + ' ms' : '–'),
        h('td', { dataset: { engine: r.engine || 'onnx' } }, r.engine || 'onnx'),
        h('td', { class: 'num', dataset: { tokens: r.completion_tokens ? '1' : '' } }, llmWork(r)),
        h('td', { class: 'muted', title: r.posted }, ago(r.posted))));
        if (open) rows.push(h('tr', { class: 'detail', dataset: { detail: r.id } }, h('td', { colspan: 9 }, jobDetail(r))));
      }
      fill($('jobs'), h('table', null,
        h('thead', null, h('tr', null, h('th', null, 'Job'), h('th', null, 'Spec'), h('th', null, 'State'), h('th', { class: 'num' }, 'Bids'),
          h('th', null, 'Miner'), h('th', { class: 'num' }, 'Exec'), h('th', null, 'Engine'), h('th', { class: 'num', title: 'LLM jobs: prompt + completion tokens, and the fee settled per token' }, 'Tokens · charge'),
          h('th', null, 'Posted'))),
        h('tbody', null, rows)));
    }
    renderLLMMiners(cl);

    const mj = S.jobs.miner || [];
    $('miner-jobs-head').hidden = !mj.length;
    fill($('miner-jobs'), mj.length ? h('table', null,
      h('thead', null, h('tr', null, h('th', null, 'Job'), h('th', null, 'State'), h('th', { class: 'num' }, 'Round'), h('th', { class: 'num' }, 'Attempts'), h('th', null, 'Output'), h('th', null, 'Note'))),
      h('tbody', null, mj.slice(0, 20).map((j) => h('tr', { dataset: { minerJob: j.id } },
        h('td', { class: 'mono', title: j.id }, short(j.id, 10, 0)),
        h('td', null, badge(j.state)),
        h('td', { class: 'num' }, j.round), h('td', { class: 'num' }, j.attempts),
        h('td', { class: 'mono', title: j.output_cid || '' }, short(j.output_cid, 8, 6) || '–'),
        h('td', { class: j.error ? 'err small' : 'muted small' }, j.error || ((j.history || []).slice(-1)[0] || {}).note || ''))))) : null);

    const mine = new Set(cl.map((r) => r.id));
    const ob = (S.jobs.observed || []).filter((o) => !mine.has(o.id));
    if (!ob.length) {
      fill($('observed'), h('div', { class: 'empty' }, 'No other jobs seen on gossip recently.'));
    } else {
      fill($('observed'), h('table', null,
        h('thead', null, h('tr', null, h('th', null, 'Job'), h('th', null, 'Subnet'), h('th', null, 'Client'), h('th', null, 'Spec'), h('th', { class: 'num' }, 'Bids'), h('th', null, 'Miner'), h('th', null, 'Seen'))),
        h('tbody', null, ob.slice(0, 15).map((o) => h('tr', { dataset: { observed: o.id } },
          h('td', { class: 'mono', title: o.id }, short(o.id, 10, 0)),
          h('td', null, o.subnet),
          h('td', { class: 'mono', title: o.client }, who(o.client, o.client_name)),
          h('td', { class: 'mono' }, o.spec || 'any'),
          h('td', { class: 'num' }, o.bids),
          h('td', { class: 'mono', title: o.miner || '' }, o.miner ? who(o.miner, o.miner_name) + (o.acked ? ' ✓' : '') : '–'),
          h('td', { class: 'muted' }, ago(o.seen_at)))))));
    }
  }

  // ---------- money ----------

  function renderMoney() {
    const b = S.balances;
    if (!b) return;
    const err = $('chain-error');
    err.hidden = !b.chain_error;
    err.textContent = b.chain_error ? 'Chain figures unavailable: ' + b.chain_error : '';
    const cell = (label, v, title) => h('div', { class: 'bal', title: title || '' }, h('b', null, label), h('span', null, tora(v)), v ? h('small', null, 'TORA') : null);
    fill($('balances'),
      cell('Wallet', b.tora), cell('Escrow free', b.escrow_free), cell('Escrow committed', b.escrow_committed, 'held for jobs not yet settled'),
      cell('Stake', b.stake, 'bonded stake as this node reads it'),
      cell('Earned', b.earned, 'miner fees finalized and credited'), cell('Claimed', b.claimed), cell('Owed', b.owed, 'claimable now'));
    const bs = S.batches || [];
    if (!bs.length) {
      const miner = S.info && (S.info.roles || []).includes('miner');
      fill($('batches'), h('div', { class: 'empty' }, miner ? 'No batches yet: finished jobs are sealed into a batch and submitted to the chain.' : 'Miners seal settlement batches; this node is not a miner.'));
      return;
    }
    fill($('batches'), h('table', null,
      h('thead', null, h('tr', null, h('th', { class: 'num' }, '#'), h('th', null, 'State'), h('th', { class: 'num' }, 'Jobs'), h('th', null, 'Root'), h('th', null, 'Tx'), h('th', { class: 'num' }, 'Gas'), h('th', null, 'Created'))),
      h('tbody', null, bs.slice(0, 12).map((x) => h('tr', { dataset: { batch: x.seq } },
        h('td', { class: 'num' }, x.seq),
        h('td', null, h('span', { class: 'badge ' + (x.state === 'finalized' ? 'settled' : x.error ? 'bad' : 'run'), title: x.error || '' }, x.state)),
        h('td', { class: 'num' }, x.jobs),
        h('td', { class: 'mono', title: x.root }, short(x.root, 8, 4)),
        h('td', { class: 'mono', title: x.tx || '' }, short(x.tx, 8, 4) || '–'),
        h('td', { class: 'num' }, x.gas ? num(x.gas, 0) : '–'),
        h('td', { class: 'muted' }, ago(x.created_ms)))))));
  }

  // ---------- swaps from other chains ----------

  // Swaps in flight first; each row lists its transactions on both chains.
  function renderSwaps() {
    const sw = S.swaps;
    if (!sw) return;
    if (!sw.length) {
      fill($('swaps'), h('div', { class: 'empty' }, 'No swaps. Pay from another chain with `tensora escrow deposit AMOUNT --pay-with USDC@NETWORK`; a desk sells TORA with `tensora node start --desk USDC@NETWORK`.'));
      return;
    }
    fill($('swaps'), h('table', null,
      h('thead', null, h('tr', null, h('th', null, 'Swap'), h('th', null, 'Side'), h('th', null, 'Step'), h('th', { class: 'num' }, 'Paid'), h('th', { class: 'num' }, 'TORA'), h('th', null, 'With'), h('th', null, 'Transactions'), h('th', null, 'Updated'))),
      h('tbody', null, sw.slice(0, 12).map((x) => h('tr', { dataset: { swap: x.id } },
        h('td', { class: 'mono', title: x.id }, short(x.id, 10, 0)),
        h('td', null, x.side),
        h('td', null, h('span', { class: 'badge ' + (x.done ? (['claimed', 'done'].includes(x.step) ? 'settled' : 'bad') : 'run'), title: x.last_error || x.reason || '' }, x.step)),
        h('td', { class: 'num' }, x.pay + ' ' + x.symbol),
        h('td', { class: 'num' }, x.tora),
        h('td', { class: 'mono', title: x.counterparty }, who(x.counterparty)),
        h('td', { class: 'mono small' }, (x.txs || []).map((t) => h('div', { title: t.chain + ': ' + t.what + ' ' + t.hash }, t.what + ' ' + short(t.hash, 8, 4)))),
        h('td', { class: 'muted' }, ago(x.updated)))))));
  }

  // ---------- why is this node idle? ----------

  // Only for miners with nothing to do; every line is a fact the API gave,
  // so nothing is said before every load it reads has answered (the first
  // paint would otherwise say "no peers" while the peers are on their way).
  const IDLE_NEEDS = ['info', 'peers', 'adverts', 'jobs', 'balances'];
  function renderIdle() {
    const el = $('idle');
    if (!IDLE_NEEDS.every((n) => S.loaded.has(n))) { el.hidden = true; return; }
    const i = S.info;
    const miner = i && (i.roles || []).includes('miner');
    const busy = (S.jobs.miner || []).length > 0 || (S.latest && S.latest.queue_depth > 0);
    if (!miner || busy) { el.hidden = true; return; }
    const why = [];
    if (!(S.peers || []).length) why.push('No peers are connected, so no job orders can reach this node: check the bootstrap addresses and the listen port.');
    const me = (S.adverts || []).find((a) => a.address === i.address);
    const stake = S.balances && S.balances.stake !== undefined && S.balances.stake !== '' ? Number(S.balances.stake) : (me ? Number(me.stake_tora) : NaN);
    if (stake === 0) why.push('This node has no bonded stake; clients do not assign jobs to miners below the minimum stake (' + (i.stake_note || 'see `tensora stake`') + ').');
    else if (minStake() > 0 && stake < minStake()) why.push('Its stake (' + stake + ' TORA) is below the minimum of ' + minStake() + ' TORA that peers require of bids: `tensora stake delegate` more.');
    const subs = new Set(i.subnets || []);
    const seen = (S.jobs.observed || []).filter((o) => subs.has(o.subnet));
    if (!seen.length) why.push('No jobs have been seen on this node\'s subnets (' + [...subs].join(', ') + ') recently: there is no demand there right now.');
    else {
      const others = seen.filter((o) => o.miner && o.miner !== i.address).length;
      why.push(seen.length + ' jobs seen on its subnets; ' + others + ' went to other miners.');
      const price = me ? Number(me.price_tora) : NaN;
      const cheap = seen.filter((o) => Number(o.max_fee_tora) < price).length;
      if (cheap) why.push(cheap + ' of them offered a max fee below its price of ' + tora(me.price_tora) + ' TORA per job, so it could not bid.');
    }
    if (me) why.push('It asks ' + tora(me.price_tora) + ' TORA per job with reputation ' + num(me.reputation, 2) + '; compare with the miners above.');
    if (!me && (S.adverts || []).length) why.push('Its own advert is not in this node\'s view yet.');
    fill(el, h('h2', null, 'Why is this node idle?'), h('ul', null, why.map((w) => h('li', null, w))));
    el.hidden = false;
  }

  // ---------- loading and live updates ----------

  const timers = {};
  function later(name, fn, ms) {
    if (timers[name]) return;
    timers[name] = setTimeout(() => { timers[name] = 0; fn(); }, ms);
  }

  async function load(name, path, set, render) {
    try {
      set(await get(path));
      S.loaded.add(name);
      render();
    } catch (e) {
      console.warn(name, e);
      S.loaded.add(name); // as loaded as it will be: the idle notice goes on without it
      renderIdle();
    }
  }

  const loadInfo = () => load('info', 'info', (v) => { S.info = v; }, () => { renderIdent(); renderIdle(); });
  const loadAdverts = () => load('adverts', 'adverts', (v) => { S.adverts = v || []; }, () => { renderNetwork(); renderIdle(); });
  const loadPeers = () => load('peers', 'peers', (v) => { S.peers = v || []; }, () => { renderPeers(); renderIdle(); });
  const loadJobs = () => load('jobs', 'jobs?limit=50', (v) => { S.jobs = v; }, () => { renderJobs(); renderIdle(); });
  const loadMoney = () => Promise.all([
    load('balances', 'balances', (v) => { S.balances = v; }, () => { renderMoney(); renderIdle(); }),
    load('batches', 'batches', (v) => { S.batches = v || []; }, renderMoney),
    load('swaps', 'swaps', (v) => { S.swaps = v || []; }, renderSwaps),
  ]);
  const loadMetrics = () => load('metrics', 'metrics', (v) => {
    for (const c of allCharts()) c.reset();
    const hist = v.history && v.history.length ? v.history : [v.latest];
    for (const s of hist) addSample(s, false);
  }, drawCharts);

  function loadAll() {
    return Promise.all([loadInfo(), loadAdverts(), loadPeers(), loadJobs(), loadMoney(), loadMetrics()]);
  }

  let es = null;
  let lost = false;
  function connect() {
    es = new EventSource(API + 'events');
    es.onopen = () => {
      setStream('live', 'live');
      // After a restart the node's state moved on without us: read it all again.
      if (lost) { lost = false; loadAll(); }
    };
    es.onerror = () => {
      lost = true;
      setStream('reconnecting', 'reconnecting…');
      if (es.readyState === EventSource.CLOSED) { es.close(); setTimeout(connect, 2000); }
    };
    es.addEventListener('metrics', (m) => {
      try { addSample(JSON.parse(m.data), true); } catch (_) { /* skip a bad frame */ }
    });
    es.addEventListener('job', (m) => {
      later('jobs', loadJobs, 300);
      // Money moves when a job is settled (or a miner's job is paid).
      try { if (['settled', 'done'].includes(JSON.parse(m.data).state)) later('money', loadMoney, 500); } catch (_) { /* ignore */ }
    });
    es.addEventListener('advert', () => later('adverts', loadAdverts, 500));
    es.addEventListener('peer', () => later('peers', loadPeers, 500));
    es.addEventListener('batch', () => later('money', loadMoney, 500));
    es.addEventListener('verdict', () => later('jobs', loadJobs, 300));
  }

  function start() {
    layoutCharts();
    loadAll().then(() => { document.body.dataset.loaded = '1'; });
    connect();
    // Adverts carry live load and stakes move on chain: refresh what no
    // event announces, and the relative times.
    setInterval(loadAdverts, 5000);
    setInterval(loadPeers, 10000);
    setInterval(loadMoney, 10000);
    setInterval(loadJobs, 15000);
    window.addEventListener('resize', () => later('resize', drawCharts, 100));
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
