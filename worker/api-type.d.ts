// Written by `npm run types:api` (scripts/api-type.ts) from worker/api.ts: do not edit. The API's routes
// as Hono's typed client sees them, for the web app (import type): no Worker code, only hono's and shared/'s types.
import type { HonoBase } from 'hono/hono-base';
declare const app: HonoBase<{}, import("hono/types").BlankSchema | import("hono/types").MergeSchemaPath<{
    "/:id/push": {
        $post: {
            input: {
                json: {
                    key: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                code: "noTable";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                json: {
                    key: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                code: import("../shared/protocol/errors.js").ErrorCode;
                error: string;
            };
            outputFormat: "json";
            status: 400 | 403 | 501;
        } | {
            input: {
                json: {
                    key: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                on: boolean;
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
} & {
    "/:id/push": {
        $delete: {
            input: {
                json: {
                    key: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                code: "noTable";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                json: {
                    key: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                code: import("../shared/protocol/errors.js").ErrorCode;
                error: string;
            };
            outputFormat: "json";
            status: 400 | 403 | 501;
        } | {
            input: {
                json: {
                    key: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                on: boolean;
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
}, "/api/tables"> | import("hono/types").MergeSchemaPath<{
    "/": {
        $post: {
            input: {
                json: {
                    game: string;
                    seats: number;
                    options?: Record<string, unknown> | undefined;
                    clock?: {
                        kind: "none";
                    } | {
                        kind: "live";
                        seconds: number;
                    } | {
                        kind: "async";
                        hours: number;
                    } | undefined;
                    botLevel?: "random" | "standard" | "expert" | undefined;
                    chat?: boolean | undefined;
                    claims?: boolean | undefined;
                    autoForced?: boolean | undefined;
                    spectatorReactions?: boolean | undefined;
                };
            };
            output: {
                code: "badSettings";
                error: string;
            };
            outputFormat: "json";
            status: 400;
        } | {
            input: {
                json: {
                    game: string;
                    seats: number;
                    options?: Record<string, unknown> | undefined;
                    clock?: {
                        kind: "none";
                    } | {
                        kind: "live";
                        seconds: number;
                    } | {
                        kind: "async";
                        hours: number;
                    } | undefined;
                    botLevel?: "random" | "standard" | "expert" | undefined;
                    chat?: boolean | undefined;
                    claims?: boolean | undefined;
                    autoForced?: boolean | undefined;
                    spectatorReactions?: boolean | undefined;
                };
            };
            output: {
                code: "tooManyTables";
                error: string;
            };
            outputFormat: "json";
            status: 429;
        } | {
            input: {
                json: {
                    game: string;
                    seats: number;
                    options?: Record<string, unknown> | undefined;
                    clock?: {
                        kind: "none";
                    } | {
                        kind: "live";
                        seconds: number;
                    } | {
                        kind: "async";
                        hours: number;
                    } | undefined;
                    botLevel?: "random" | "standard" | "expert" | undefined;
                    chat?: boolean | undefined;
                    claims?: boolean | undefined;
                    autoForced?: boolean | undefined;
                    spectatorReactions?: boolean | undefined;
                };
            };
            output: {
                id: string;
                link: string;
                hostKey: string;
                hostLink: string;
            };
            outputFormat: "json";
            status: 201;
        } | {
            input: {
                json: {
                    game: string;
                    seats: number;
                    options?: Record<string, unknown> | undefined;
                    clock?: {
                        kind: "none";
                    } | {
                        kind: "live";
                        seconds: number;
                    } | {
                        kind: "async";
                        hours: number;
                    } | undefined;
                    botLevel?: "random" | "standard" | "expert" | undefined;
                    chat?: boolean | undefined;
                    claims?: boolean | undefined;
                    autoForced?: boolean | undefined;
                    spectatorReactions?: boolean | undefined;
                };
            };
            output: {
                code: "internal";
                error: string;
            };
            outputFormat: "json";
            status: 500;
        };
    };
} & {
    "/:id": {
        $get: {
            input: {
                param: {
                    id: string;
                };
            };
            output: {
                code: "noTable";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                param: {
                    id: string;
                };
            };
            output: {
                gameName: string;
                botFailures: number;
                id: string;
                game: string;
                status: import("../shared/protocol/messages.js").TableStatus;
                seats: {
                    seat: import("../shared/rules/core/seats.js").Seat;
                    kind: import("../shared/protocol/messages.js").SeatKind;
                    name: string | null;
                    connected: boolean;
                    away: boolean;
                    relaxed?: true | undefined;
                }[];
                options: {
                    [x: string]: string | number | boolean;
                };
                clock: {
                    kind: "none";
                } | {
                    kind: "live";
                    seconds: number;
                } | {
                    kind: "async";
                    hours: number;
                };
                botLevel: import("../shared/bots/levels.js").BotLevel;
                claims: boolean;
                gameNo: number;
                version: number;
                turn: import("../shared/rules/core/seats.js").Seat[];
                deadline: number | null;
                outcome: {
                    winner: import("../shared/rules/core/seats.js").Team;
                    winners: import("../shared/rules/core/seats.js").Seat[];
                    score: number[];
                } | null;
                createdAt: number;
                chat: boolean;
                autoForced: boolean;
                spectatorReactions: boolean;
                shuffle?: {
                    gameNo: number;
                    commitment: string;
                    awaiting: import("../shared/rules/core/seats.js").Seat[];
                } | undefined;
                shown?: {
                    seat: import("../shared/rules/core/seats.js").Seat;
                    cards: string[];
                }[] | undefined;
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
} & {
    "/:id/games/:n": {
        $get: {
            input: {
                param: {
                    id: string;
                } & {
                    n: string;
                };
            };
            output: {
                code: "noGame";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                param: {
                    id: string;
                } & {
                    n: string;
                };
            };
            output: {
                n: number;
                setup: {
                    seats: number;
                    seed: string;
                    options?: {
                        [x: string]: import("hono/utils/types").JSONPrimitive | import("hono/utils/types").JSONValue[] | {
                            [x: string]: import("hono/utils/types").JSONPrimitive | import("hono/utils/types").JSONValue[] | {
                                [x: string]: import("hono/utils/types").JSONValue | undefined;
                            } | undefined;
                        };
                    } | undefined;
                    dealer?: import("../shared/rules/core/seats.js").Seat | undefined;
                    deal?: {
                        hands: import("../shared/rules/core/cards.js").Card[][];
                        stock: import("../shared/rules/core/cards.js").Card[];
                    } | {
                        hands: import("../shared/rules/core/cards.js").Card[][];
                        stock: import("../shared/rules/core/cards.js").Card[];
                    }[] | undefined;
                    score?: number[] | undefined;
                };
                startedAt: number;
                finishedAt: number | null;
                outcome: {
                    winner: import("../shared/rules/core/seats.js").Team;
                    winners: import("../shared/rules/core/seats.js").Seat[];
                    score: number[];
                } | null;
                actions: {
                    version: number;
                    seat: import("../shared/rules/core/seats.js").Seat;
                    action: {
                        [x: string]: import("hono/utils/types").JSONPrimitive | import("hono/utils/types").JSONValue[] | {
                            [x: string]: import("hono/utils/types").JSONPrimitive | import("hono/utils/types").JSONValue[] | {
                                [x: string]: import("hono/utils/types").JSONValue | undefined;
                            } | undefined;
                        };
                        type: string;
                    };
                    by: import("../shared/table/table-record.js").ActedBy;
                    at: number;
                }[];
                shuffle?: {
                    serverSeed: string;
                    commitment: string;
                    nonces: (string | null)[];
                } | undefined;
                table: string;
                game: string;
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
} & {
    "/:id/games/:n/hands/:hand": {
        $get: {
            input: {
                param: {
                    id: string;
                } & {
                    n: string;
                } & {
                    hand: string;
                };
            };
            output: {
                code: "noGame";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                param: {
                    id: string;
                } & {
                    n: string;
                } & {
                    hand: string;
                };
            };
            output: {
                hand: number;
                tricks: {
                    plays: {
                        seat: import("../shared/rules/core/seats.js").Seat;
                        card: import("../shared/rules/core/cards.js").Card;
                    }[];
                    winner: import("../shared/rules/core/seats.js").Seat;
                }[];
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
} & {
    "/:id/seats/:seat": {
        $delete: {
            input: {
                param: {
                    id: string;
                } & {
                    seat: string;
                };
            };
            output: {
                code: "noTable";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                param: {
                    id: string;
                } & {
                    seat: string;
                };
            };
            output: {
                code: "badKey";
                error: string;
            };
            outputFormat: "json";
            status: 401;
        } | {
            input: {
                param: {
                    id: string;
                } & {
                    seat: string;
                };
            };
            output: {
                code: "noSeat";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                param: {
                    id: string;
                } & {
                    seat: string;
                };
            };
            output: null;
            outputFormat: "body";
            status: 204;
        };
    };
} & {
    "/:id/socket": {
        $get: {
            input: {
                param: {
                    id: string;
                };
            };
            output: {};
            outputFormat: string;
            status: import("hono/utils/http-status").StatusCode;
        };
    };
}, "/api/tables"> | import("hono/types").MergeSchemaPath<{
    "/": {
        $post: {
            input: {};
            output: {
                key: string;
                link: string;
            };
            outputFormat: "json";
            status: 201;
        } | {
            input: {};
            output: {
                code: "badRequest";
                error: string;
            };
            outputFormat: "json";
            status: 500;
        };
    };
} & {
    "/me": {
        $get: {
            input: {};
            output: {
                code: "noPlayer";
                error: string;
            };
            outputFormat: "json";
            status: 401;
        } | {
            input: {};
            output: {
                tables: {
                    id: string;
                    game: string;
                    seat: number;
                    key: string;
                    linkedAt: number;
                    updatedAt: number;
                    status: {
                        game: string;
                        status: import("../shared/protocol/messages.js").TableStatus;
                        gameNo: number;
                        seat: import("../shared/rules/core/seats.js").Seat;
                        yourTurn: boolean;
                        deadline: number | null;
                        seats: {
                            name: string | null;
                            kind: import("../shared/protocol/messages.js").SeatKind;
                            team: import("../shared/rules/core/seats.js").Team | null;
                        }[];
                        score: number[] | null;
                        winner: import("../shared/rules/core/seats.js").Team | null;
                        stats?: {
                            seat: {
                                game?: number | undefined;
                                failed?: number | undefined;
                                contracts?: number | undefined;
                                made?: number | undefined;
                                points?: number | undefined;
                                projects?: number | undefined;
                                kaboots?: number | undefined;
                                tablesWon?: number | undefined;
                                tablesLost?: number | undefined;
                                high?: number | undefined;
                                low?: number | undefined;
                                jack?: number | undefined;
                                hangJacks?: number | undefined;
                                jacksHung?: number | undefined;
                            };
                            team: {
                                game?: number | undefined;
                                failed?: number | undefined;
                                contracts?: number | undefined;
                                made?: number | undefined;
                                points?: number | undefined;
                                projects?: number | undefined;
                                kaboots?: number | undefined;
                                tablesWon?: number | undefined;
                                tablesLost?: number | undefined;
                                high?: number | undefined;
                                low?: number | undefined;
                                jack?: number | undefined;
                                hangJacks?: number | undefined;
                                jacksHung?: number | undefined;
                            };
                        } | undefined;
                    } | null;
                    gone: boolean;
                }[];
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
} & {
    "/me": {
        $delete: {
            input: {};
            output: {
                code: "noPlayer";
                error: string;
            };
            outputFormat: "json";
            status: 401;
        } | {
            input: {};
            output: null;
            outputFormat: "body";
            status: 204;
        } | {
            input: {};
            output: {
                code: "eraseIncomplete";
                error: string;
            };
            outputFormat: "json";
            status: 503;
        };
    };
} & {
    "/me/tables/:id": {
        $put: {
            input: {
                json: {
                    seat: number;
                    key: string;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                code: "noSeat";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                json: {
                    seat: number;
                    key: string;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                code: "noPlayer";
                error: string;
            };
            outputFormat: "json";
            status: 401;
        } | {
            input: {
                json: {
                    seat: number;
                    key: string;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                code: "badTable";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        } | {
            input: {
                json: {
                    seat: number;
                    key: string;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                id: string;
                game: string;
                seat: number;
                key: string;
                linkedAt: number;
                updatedAt: number;
                status: {
                    game: string;
                    status: import("../shared/protocol/messages.js").TableStatus;
                    gameNo: number;
                    seat: import("../shared/rules/core/seats.js").Seat;
                    yourTurn: boolean;
                    deadline: number | null;
                    seats: {
                        name: string | null;
                        kind: import("../shared/protocol/messages.js").SeatKind;
                        team: import("../shared/rules/core/seats.js").Team | null;
                    }[];
                    score: number[] | null;
                    winner: import("../shared/rules/core/seats.js").Team | null;
                    stats?: {
                        seat: {
                            game?: number | undefined;
                            failed?: number | undefined;
                            contracts?: number | undefined;
                            made?: number | undefined;
                            points?: number | undefined;
                            projects?: number | undefined;
                            kaboots?: number | undefined;
                            tablesWon?: number | undefined;
                            tablesLost?: number | undefined;
                            high?: number | undefined;
                            low?: number | undefined;
                            jack?: number | undefined;
                            hangJacks?: number | undefined;
                            jacksHung?: number | undefined;
                        };
                        team: {
                            game?: number | undefined;
                            failed?: number | undefined;
                            contracts?: number | undefined;
                            made?: number | undefined;
                            points?: number | undefined;
                            projects?: number | undefined;
                            kaboots?: number | undefined;
                            tablesWon?: number | undefined;
                            tablesLost?: number | undefined;
                            high?: number | undefined;
                            low?: number | undefined;
                            jack?: number | undefined;
                            hangJacks?: number | undefined;
                            jacksHung?: number | undefined;
                        };
                    } | undefined;
                } | null;
                gone: boolean;
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        } | {
            input: {
                json: {
                    seat: number;
                    key: string;
                };
            } & {
                param: {
                    id: string;
                };
            };
            output: {
                code: "tooManyTables";
                error: string;
            };
            outputFormat: "json";
            status: 409;
        };
    };
} & {
    "/me/tables/:id": {
        $delete: {
            input: {
                param: {
                    id: string;
                };
            };
            output: {
                code: "noPlayer";
                error: string;
            };
            outputFormat: "json";
            status: 401;
        } | {
            input: {
                param: {
                    id: string;
                };
            };
            output: null;
            outputFormat: "body";
            status: 204;
        } | {
            input: {
                param: {
                    id: string;
                };
            };
            output: {
                code: "noEntry";
                error: string;
            };
            outputFormat: "json";
            status: 404;
        };
    };
}, "/api/players"> | import("hono/types").MergeSchemaPath<{
    "/": {
        $get: {
            input: {};
            output: {
                publicKey: string | null;
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
}, "/api/push"> | import("hono/types").MergeSchemaPath<{
    "/health": {
        $get: {
            input: {};
            output: {
                ok: true;
                protocol: number;
                worker: {
                    id: string;
                    tag: string;
                    timestamp: string;
                } | null;
            };
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
} & {
    "/games": {
        $get: {
            input: {};
            output: {
                id: string;
                name: string;
                seatCounts: readonly number[];
                claims: boolean;
                options: readonly ({
                    key: string;
                    rule: string;
                    values: readonly (string | number | boolean)[];
                    default: string | number | boolean;
                    needs?: {
                        key: string;
                        value: string | number | boolean;
                    } | undefined;
                } | {
                    key: string;
                    rule: string;
                    positiveInt: true;
                    max: number;
                    default: number;
                    suggested?: readonly number[] | undefined;
                })[];
            }[];
            outputFormat: "json";
            status: import("hono/utils/http-status").ContentfulStatusCode;
        };
    };
}, "/api">, "/", "/">;
/** The API's routes as Hono's client sees them: `hc<AppType>(origin)` (web/src/lib/net/api.ts). */
export type AppType = typeof app;
export {};
