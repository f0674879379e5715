/** The e2e server that serves each customer on its own web domain under this base. */
export const subdomainBase = 'fundline.test';
export const subdomainPort = (port: number) => port + 1000;
