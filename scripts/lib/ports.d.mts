export declare const portProblem: (port: number | string) => Promise<string | null>
export declare const assertPortsFree: (ports: Record<string, number | string>) => Promise<void>
export declare const freePortsSync: (count: number) => number[]
