import { afterEach, describe, expect, it } from 'vitest';
import { initialsSvg } from '../../demo/server/modules/people';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
afterEach(() => client.close());

const CONFIG_BLOCK = /<script type="application\/json" id="hr-shell-config">([\s\S]*?)<\/script>/;

describe("the signed-in user's identity as the pages print it", () => {
  it("prints the user's work email and role flags in the config block's user", async () => {
    client = testClient();
    await client.signIn('owner');
    const html = await (await client.get('/home/')).text();
    const config = JSON.parse(CONFIG_BLOCK.exec(html)?.[1] ?? 'null') as { user: Record<string, unknown> };
    const { work_email } = client.demo.context.db.prepare('SELECT work_email FROM employees WHERE id = 1').get() as {
      work_email: string;
    };
    expect(work_email).toMatch(/@acme\.example$/);
    expect(config.user).toMatchObject({
      firstName: 'Ada',
      preferredName: 'Countess',
      email: work_email,
      isOwner: true,
      isAdmin: true,
      supportAdmin: false,
    });
  });

  it('draws the generated photo with the initials of the name shown beside it (preferred name first)', async () => {
    client = testClient();
    const svg = await (await client.get('/photos/employees/1.svg')).text();
    expect(svg).toContain('aria-label="CL"');
    expect(svg).toContain('>CL</text>');
    // Without a preferred name, the first name's.
    expect(initialsSvg(['José', 'Álvarez'])).toContain('>JÁ</text>');
    expect(initialsSvg(['<img src=x onerror=alert(1)>', 'Hostile'])).toContain('>&lt;H</text>');
  });
});
