import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const per = new Map(); const text = new Map();
let prev = null;
const mappings = [];
map.eachMapping((m) => mappings.push(m));
mappings.sort((a,b)=> a.generatedLine-b.generatedLine || a.generatedColumn-b.generatedColumn);
for (let i=0;i<mappings.length;i++){
  const m = mappings[i]; const n = mappings[i+1];
  const line = lines[m.generatedLine-1];
  const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length;
  const seg = line.slice(m.generatedColumn, end);
  let src = m.source || '?';
  src = src.replace(/.*node_modules\//,'nm:').replace(/.*\/work\/main\//,'');
  const key = src.startsWith('nm:') ? src.split('/').slice(0, src.startsWith('nm:@')?2:1).join('/') : src;
  per.set(key,(per.get(key)||0)+seg.length);
  text.set(key,(text.get(key)||'')+seg);
}
const rows=[...per].map(([k,v])=>[k,v,gzipSync(text.get(k)).length]).sort((a,b)=>b[1]-a[1]);
for (const [k,v,g] of rows.slice(0, +process.argv[3]||40)) console.log(String(v).padStart(8), String(g).padStart(7), k);
