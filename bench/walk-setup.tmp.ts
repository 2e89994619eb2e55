// Not committed: sets up a customer with data on a running server for the screenshot walk.
import { CAMPAIGNS_PATHS, CONTACTS_PATHS, DEVICES_PATHS, SANDBOX_PHONE_PATHS, TEMPLATES_PATHS, fillPath } from '@siar/shared';
import { logIn, openBrowser, signUp } from './lib/siar-client.ts';

const base = process.argv[2]!;
const browser = await openBrowser(base);
await signUp(browser, 'walkcustomer', 'walk-password-1');
const login = await logIn(browser, 'walkcustomer', 'walk-password-1');
const h = { ...browser.headers(login), 'content-type': 'application/json' };
const call = async (method: string, path: string, body?: object) => {
  const r = await fetch(`${base}${path}`, { method, headers: h, body: body ? JSON.stringify(body) : undefined });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path} ${r.status} ${text}`);
  return text ? JSON.parse(text) : null;
};
const devices: string[] = [];
for (const [i, name] of ['Sales phone', 'Support phone'].entries()) {
  const d = await call('POST', DEVICES_PATHS.devices, { name, engine: 'sandbox' });
  for (;;) {
    const dev = await call('GET', fillPath(DEVICES_PATHS.device, { device_id: d.id }));
    if (dev.pairing?.qr) {
      const token = dev.pairing.qr.split('/sandbox/scan/')[1];
      await call('POST', fillPath(SANDBOX_PHONE_PATHS.scan, { token }), { phone_number: `+628991234560${i}` });
      break;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  devices.push(d.id);
}
for (;;) {
  const list = await call('GET', DEVICES_PATHS.devices);
  if (list.results.every((d: { state: string }) => d.state === 'connected')) break;
  await new Promise((r) => setTimeout(r, 300));
}
const group = await call('POST', CONTACTS_PATHS.groups, { name: 'November buyers' });
const names = ['Ayu Lestari', 'Budi Santoso', 'Citra Dewi', 'Dimas Pratama', 'Eka Putri', 'Fajar Nugroho', 'Gita Maharani', 'Hadi Wijaya', 'Indah Sari', 'Joko Susilo', 'Kartika Sari', 'Lukman Hakim'];
for (const [i, name] of names.entries()) {
  await call('POST', CONTACTS_PATHS.contacts, {
    name,
    phone: i === 5 ? '0812-5550-1000' : `0812-5550-${String(1001 + i * 7)}`,
    custom_fields: { city: ['Jakarta', 'Bandung', 'Surabaya'][i % 3]! },
    group_ids: [group.id],
    opted_out: i === 3,
  });
}
const tpl = await call('POST', TEMPLATES_PATHS.templates, {
  name: 'November offer',
  body: '{Hi|Hello} {{name|there}}! Our November offer is in {{city|your city}}: 20% off this week. Reply STOP to stop.',
});
const first = await call('POST', CAMPAIGNS_PATHS.campaigns, {
  name: 'November offer — wave 1',
  template_id: tpl.id,
  group_ids: [group.id],
  device_ids: devices,
  min_delay_seconds: 1,
  max_delay_seconds: 2,
  start: true,
});
await call('POST', CAMPAIGNS_PATHS.campaigns, {
  name: 'December preview',
  template_id: tpl.id,
  group_ids: [group.id],
  device_ids: devices,
  min_delay_seconds: 20,
  max_delay_seconds: 60,
  daily_cap_per_device: 200,
  window_start: '09:00',
  window_end: '17:00',
});
console.log(JSON.stringify({ campaign: first.id }));
