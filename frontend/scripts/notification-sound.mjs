// Writes public/sounds/notification.wav: a soft two-note chime (0.3 s, 22.05 kHz, 16-bit mono), made here so
// that nothing is downloaded. Run: node scripts/notification-sound.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sampleRate = 22_050;
const notes = [
  { frequency: 880, start: 0, length: 0.16 },
  { frequency: 1318.5, start: 0.11, length: 0.19 },
];
const totalSeconds = 0.3;
const samples = new Float32Array(Math.round(sampleRate * totalSeconds));
for (const note of notes) {
  const first = Math.round(note.start * sampleRate);
  const count = Math.round(note.length * sampleRate);
  for (let index = 0; index < count && first + index < samples.length; index++) {
    const time = index / sampleRate;
    const attack = Math.min(time / 0.005, 1);
    const decay = Math.exp(-time * 18);
    samples[first + index] += 0.35 * attack * decay * Math.sin(2 * Math.PI * note.frequency * time);
  }
}

const data = Buffer.alloc(samples.length * 2);
samples.forEach((value, index) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), index * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(sampleRate, 24);
header.writeUInt32LE(sampleRate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/sounds/notification.wav');
writeFileSync(target, Buffer.concat([header, data]));
console.log(`wrote ${target} (${44 + data.length} bytes)`);
