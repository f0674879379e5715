import type { TestApp } from './test-app';

/**
 * A JSON request as `token` (the test's default user unless given): the status and the
 * parsed body. Getters, because the app and tokens are made in beforeAll.
 */
export function jsonCaller(app: () => TestApp, defaultToken: () => string) {
  return async <T>(method: string, path: string, body?: unknown, token = defaultToken()) => {
    const response = await app().request(path, {
      method,
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}
