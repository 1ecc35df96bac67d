// The demo brand that the server seeds into an empty embedded database (README "Sign in to the demo").

export const DEMO_BRAND = { slug: 'demo', name: 'Demo Co' } as const;

export const DEMO_PASSWORD = 'parley-demo';

export type DemoRole = 'admin' | 'supervisor' | 'agent';

export const DEMO_USERS: Readonly<Record<DemoRole, { email: string; name: string }>> = {
  admin: { email: 'admin@demo.parley.test', name: 'Ada Admin' },
  supervisor: { email: 'supervisor@demo.parley.test', name: 'Sam Supervisor' },
  agent: { email: 'agent@demo.parley.test', name: 'Alex Agent' },
};
