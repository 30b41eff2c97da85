export function findChromium(): string | undefined;
export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] };
