/*
 * momon_desktop.ai._fullrules: the rules of Momon Wonder and a search over them, in C.
 *
 * The rules part is a second implementation of the Python engine
 * (momon_desktop/engine/game.py, provisional.py, official.py), which stays the rules'
 * reference: every step below names the rule it follows and the Python method it
 * mirrors, and the differential check (momon_desktop/ai/native.py, `bench fullrules`,
 * tests/ai/test_fullrules.py) holds the two equal by comparing the whole state after
 * every decision.  It covers the whole card-set vocabulary of format v1: the seven
 * triggers (P11.2), the eight effects and six targets, continuous power and set-power
 * (P11.4), Ward Tokens (P10.4, PD.12), face-offs (P10.3), the Trigger Queue order
 * (P11.3, PD.1), State-Based Conditions (P11.6), the limits of PD.13, and the loop watch
 * of P11.7, PD.7 and PD.14.
 *
 * The search part (negamax alpha-beta with a transposition table, iterative deepening
 * under a budget of work, an exact solve to the end of the game and a proof of a win)
 * is described in docs/ai.md.
 *
 * Portable C99 (no compiler builtins, no variable-length arrays): GCC, clang, MSVC.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <time.h>
#endif

/* ------------------------------------------------------------------ limits */

/* Card instances in one game (two decks), abilities on one card (cards/limits.py). */
#define MAXN 64
#define MAXAB 8
#define NTRIG 7
#define NONE8 255

/* Zones (4.1.1), as official.py. */
#define HAND 0
#define ARENA 1
#define VOIDZ 2

/* Stages of the turn (game.py ST_*). */
#define ST_GAME_START 0
#define ST_TURN_START 1
#define ST_SUMMON 2
#define ST_SNATCH 3
#define ST_END 4
#define ST_CLEANUP 5
#define ST_TURN_OVER 6
#define ST_OVER 7

/* Pending decision kinds (game.py P_*). */
#define P_NONE (-1)
#define P_TURN_SUMMON 0
#define P_EFFECT_SUMMON 1
#define P_CHOOSE 2
#define P_YES_NO 3

/* Trigger codes, in the order of carddefs.TRIGGERS (P11.2). */
#define T_GAME_START 0
#define T_TURN_START 1
#define T_SUMMONED 2
#define T_SNATCHED 3
#define T_SNATCHES 4
#define T_LEAVES 5
#define T_END_OF_TURN 6

/* Effects and targets (game.py E_*, G_*). */
#define E_WARD 0
#define E_POWER 1
#define E_SNATCH 2
#define E_TO_VOID 3
#define E_TO_HAND 4
#define E_SUMMON 5
#define E_TAKE_FPT 6
#define E_REVEAL 7
#define G_NONE (-1)
#define G_SELF 0
#define G_ADJ_ALLY 1
#define G_ADJ_ENEMY 2
#define G_CHOSEN_ADJ_ALLY 3
#define G_CHOSEN_ADJ_ENEMY 4
#define G_CHOSEN_ENEMY 5

/* Durations of power changes (P11.4, PD.6). */
#define D_END_OF_TURN 0
#define D_NEXT_TURN 1
#define D_PERMANENT 2

/* Continuous abilities (P11.4). */
#define C_POWER 0
#define C_SET 1
#define A_SELF 0
#define A_ALLIES 1
#define A_ENEMIES 2

/* Terminations (official.Termination), in the order of REASONS below. */
#define R_TURN_LIMIT 0
#define R_ARENA_FULL 1
#define R_CONCESSION 2
#define R_FORCED_LOOP 3
static const char *REASONS[4] = {"turn_limit", "arena_full", "concession", "forced_loop"};

#define TURNS_PER_PLAYER 8 /* 7.1.1 */
#define LOOP_WATCH 999     /* P11.7, PD.7, PD.14 */
#define CHAIN_LIMIT 100000 /* PD.7: a chain still going on here is a forced-loop draw */
#define WARD_LIMIT 99      /* PD.12 */
#define POWER_LIMIT 999    /* PD.13 */

/* Status of an engine operation: done, or the state outgrew its capacity (the caller
 * may retry on a larger state, see State), or out of memory, or stopped. */
#define OK 0
#define E_FULL 1
#define E_NOMEM 2
/* A search's chain stopped before its end (Ctx.stop_work): the state is left
 * half resolved and the search throws it away. */
#define E_STOP 3

/* ------------------------------------------------------------------ tables */

static uint16_t neighbour_mask[16];
/* NEIGHBOURS in reading order, and NEAR_OR_SELF (the square first). */
static uint8_t neighbours[16][8];
static uint8_t n_neighbours[16];

static void init_geometry(void)
{
    int a, b;
    for (a = 0; a < 16; a++) {
        uint16_t m = 0;
        n_neighbours[a] = 0;
        for (b = 0; b < 16; b++) {
            /* 4.3.4: Chebyshev distance 1. */
            int dc = abs(a % 4 - b % 4), dr = abs(a / 4 - b / 4);
            int d = dc > dr ? dc : dr;
            if (d == 1) {
                m |= (uint16_t)(1u << b);
                neighbours[a][n_neighbours[a]++] = (uint8_t)b;
            }
        }
        neighbour_mask[a] = m;
    }
}

static int popcount16(uint32_t x)
{
    x &= 0xFFFFu;
    x = x - ((x >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0F0Fu;
    return (int)((x + (x >> 8)) & 0x1Fu);
}

static const uint8_t debruijn[32] = {0,  1,  28, 2,  29, 14, 24, 3,  30, 22, 20,
                                     15, 25, 17, 4,  8,  31, 27, 13, 23, 21, 19,
                                     16, 7,  26, 12, 18, 6,  11, 5,  10, 9};

/* The lowest set bit of a non-zero mask (portable C99, no builtins). */
static int lowest16(uint32_t x)
{
    return debruijn[((x & (0u - x)) * 0x077CB531u) >> 27];
}

/* ------------------------------------------------------------------ the setup */

typedef struct {
    int8_t effect, target, duration, face_up, optional, trigger;
    /* P11.2: whether a turn-start or end-of-turn ability fires on its controller's own
     * turn and on the other player's ("whose"). */
    uint8_t on_own, on_other;
    int32_t amount;
} Spec;

typedef struct {
    int8_t kind, affects;
    int32_t amount, value;
} Cont;

typedef struct {
    int n, n0;
    uint8_t owner[MAXN];
    int32_t printed[MAXN];
    uint8_t momon[MAXN];
    uint8_t key[MAXN];
    /* The search's name of a card: its rank among the distinct (owner, card id) of the
     * game, so that nothing the search does depends on how the decks were numbered
     * (the order of the opponent's deck list is not public, 6.1). */
    uint8_t kind[MAXN];
    uint8_t has_copy[MAXN];
    uint8_t sight_n[MAXN][16];
    uint8_t sight_sq[MAXN][16][8];
    uint16_t sight_mask[MAXN][16];
    uint8_t nab[MAXN];
    Spec spec[MAXN][MAXAB];
    uint8_t trig_n[MAXN][NTRIG];
    uint8_t trig_k[MAXN][NTRIG][MAXAB];
    uint8_t ncont[MAXN];
    Cont cont[MAXN][MAXAB];
    uint8_t counted[MAXN], has_ts[MAXN], has_eot[MAXN], lowers[MAXN];
    /* The most a card's continuous abilities can take off a power (their subtractions
     * added up), and the least value they set one to (SET_NONE where none sets one). */
    int32_t drop[MAXN], set_low[MAXN];
    int low_printed;
    int power_step;
    int ability_radix;
    /* 6.9, PD.1: game-start abilities as (controller, Hand place, ability, instance). */
    int ngs;
    uint8_t gs[MAXN * MAXAB][4];
    /* Instances with turn-start / end-of-turn abilities, in instance order. */
    int ntt[2];
    uint8_t tt[2][MAXN];
    /* What an ability of no card can change: a card with no ability at all and no
     * continuous ability (for the search's "quiet" test). */
    uint8_t plain[MAXN];
    /* Placement power: printed with the card's own "self" continuous abilities. */
    int32_t place_power[MAXN];
    /* Neighbours of a square the card does not see from it (P10.3(b) exposure). */
    uint16_t blind[MAXN][16];
} Setup;

/* ------------------------------------------------------------------ the state */

/* A Trigger Queue entry (provisional.Trigger without the event and place, which only
 * order triggers that wait together): controller, ability, source, incarnation,
 * square (-1 in the Hand). */
typedef struct {
    int32_t inc;
    uint8_t c, k, src;
    int8_t sq;
} QEntry;

/* A trigger waiting for its event to end (P11.3), with its event and place. */
typedef struct {
    int32_t ev;
    int32_t inc;
    uint8_t c, place, k, src;
    int8_t sq;
} WEntry;

/* A temporary power change (game.PowerChange): card, amount, duration, controller. */
typedef struct {
    int32_t amount;
    uint8_t card, dur, c, pad;
} Mod;

typedef struct {
    int8_t board[16];
    uint8_t zone[MAXN];
    int8_t pos[MAXN];
    uint8_t ctrl[MAXN];
    uint8_t wards[MAXN];
    uint8_t faceup[MAXN];
    int32_t inc[MAXN];
    uint8_t hand[2][MAXN];
    uint8_t voidp[2][MAXN];
    uint8_t nhand[2], nvoid[2];
    uint8_t turns[2];
    int8_t turn_player;
    uint8_t fpt, stage, arena_full;
    /* turn_summon (card, incarnation, player); ts_card -1 for None. */
    int8_t ts_card;
    uint8_t ts_player;
    int32_t ts_inc;
    uint64_t rng;
    /* result: res_set 0 while the game goes on. */
    int8_t res_set, res_winner, res_reason, res_tie;
    int32_t res_m0, res_m1;
    int32_t seq;
    int8_t has_resolving;
    /* The squares whose card's power may have changed since sbc() last looked (P11.6):
     * every other card on the Arena has a power above 0 (touch_powers). */
    uint16_t sbc_touched;
    /* The squares whose card has a continuous ability (P11.4): set by a Summon, cleared
     * when the card leaves; 0 when none is on the Arena. */
    uint16_t cont_sq;
    QEntry resolving;
    /* pending decision: kind P_NONE for None. */
    int8_t pend_kind, pend_player, pend_src, pend_ab;
    uint16_t pend_squares;
    int32_t n_lower, n_ts, n_eot, n_negmods, sbc_watch;
    /* The power changes and the Trigger Queue, held in the arrays after the fixed part
     * (see STATE_MODS, STATE_QUEUE): mods[0, nmods), queue[qhead, qtail). */
    int32_t nmods, qhead, qtail;
    int32_t mcap, qcap;
} State;

#define STATE_MODS(s) ((Mod *)((char *)(s) + sizeof(State)))
#define STATE_QUEUE(s) ((QEntry *)((char *)(s) + sizeof(State) + (size_t)(s)->mcap * sizeof(Mod)))

/* The power of the cards on `squares` may have changed (State.sbc_touched). */
static inline void touch_powers(State *s, uint16_t squares)
{
    s->sbc_touched |= squares;
}

#define ALL_SQUARES 0xFFFFu

static size_t state_bytes(int mcap, int qcap)
{
    return sizeof(State) + (size_t)mcap * sizeof(Mod) + (size_t)qcap * sizeof(QEntry);
}

static State *state_alloc(int mcap, int qcap)
{
    /* only the fixed part is cleared: the arrays after it are written before they are
     * read, so their pages are touched only as far as a state uses them */
    State *s = (State *)malloc(state_bytes(mcap, qcap));
    if (s != NULL) {
        memset(s, 0, sizeof(State));
        s->mcap = mcap;
        s->qcap = qcap;
    }
    return s;
}

/* Copy the state `src` into `dst`, whose capacities are at least what src holds. */
static void state_copy(State *dst, const State *src)
{
    int mcap = dst->mcap, qcap = dst->qcap;
    int n = src->qtail - src->qhead;
    memcpy(dst, src, sizeof(State));
    dst->mcap = mcap;
    dst->qcap = qcap;
    if (src->nmods)
        memcpy(STATE_MODS(dst), STATE_MODS(src), (size_t)src->nmods * sizeof(Mod));
    if (n)
        memcpy(STATE_QUEUE(dst), STATE_QUEUE(src) + src->qhead, (size_t)n * sizeof(QEntry));
    dst->qhead = 0;
    dst->qtail = n;
}

static int state_fits(const State *dst, const State *src)
{
    return dst->mcap >= src->nmods && dst->qcap >= src->qtail - src->qhead;
}

/* ------------------------------------------------------------------ the loop watch */

/* P11.7, PD.7: the digests of the states of a chain from its LOOP_WATCH-th resolution
 * on: an open-addressing set of 128-bit values (two 64-bit halves; 0/0 is "empty"). */
typedef struct {
    uint64_t *keys; /* 2 per slot */
    size_t cap, used;
} DigestSet;

static void dset_clear(DigestSet *d)
{
    if (d->used) {
        memset(d->keys, 0, d->cap * 2 * sizeof(uint64_t));
        d->used = 0;
    }
}

static int dset_insert(DigestSet *d, uint64_t a, uint64_t b, int *seen);

static int dset_grow(DigestSet *d)
{
    size_t cap = d->cap ? d->cap * 2 : 1024, i;
    uint64_t *old = d->keys;
    size_t oldcap = d->cap;
    uint64_t *keys = (uint64_t *)calloc(cap * 2, sizeof(uint64_t));
    int dummy;
    if (keys == NULL)
        return E_NOMEM;
    d->keys = keys;
    d->cap = cap;
    d->used = 0;
    for (i = 0; i < oldcap; i++)
        if (old[2 * i] | old[2 * i + 1])
            dset_insert(d, old[2 * i], old[2 * i + 1], &dummy);
    free(old);
    return OK;
}

static int dset_insert(DigestSet *d, uint64_t a, uint64_t b, int *seen)
{
    size_t i;
    if (!(a | b))
        a = 1;
    if ((d->used + 1) * 2 > d->cap) {
        int e = dset_grow(d);
        if (e)
            return e;
    }
    i = (size_t)(a ^ (b >> 7)) & (d->cap - 1);
    for (;;) {
        uint64_t *k = d->keys + 2 * i;
        if (!(k[0] | k[1])) {
            k[0] = a;
            k[1] = b;
            d->used++;
            *seen = 0;
            return OK;
        }
        if (k[0] == a && k[1] == b) {
            *seen = 1;
            return OK;
        }
        i = (i + 1) & (d->cap - 1);
    }
}

/* ------------------------------------------------------------------ the context */

/* What one engine operation needs besides the state: the setup, the triggers waiting
 * for their event to end, and the loop watch of the chain being resolved. */
typedef struct {
    const Setup *S;
    WEntry *waiting;
    int nwait, wcap;
    /* PD.14: in a chain past LOOP_WATCH resolutions, how many times each ability waits
     * in the queue; long_chain is 0 otherwise. */
    int long_chain;
    int32_t copies[MAXN][MAXAB];
    DigestSet seen;
    /* P11.7, PD.7: in such a chain, a polynomial hash of the queue's entries, front
     * first, modulo two primes, kept up to date as entries leave the front and join
     * the back (game._ChainWatch): over the first `hashed` entries; top = BASE^hashed. */
    uint64_t qh[2], top[2];
    int32_t hashed;
    int err;
    /* Abilities resolved, and their work (the search's budget counts it): 1 each, and
     * WATCHED_WORK each in a chain past LOOP_WATCH resolutions, whose digests and
     * merged power changes make a resolution cost about that much more. */
    long long resolutions, chain_work;
    /* For a search: the chain work at which a chain stops with E_STOP (0: never), and
     * the processor time of the thread at which it stops (0: never), looked at every
     * CLOCK_EVERY units of chain work from clock_work on.  A chain of the PD.14
     * kind may resolve up to CHAIN_LIMIT abilities before its loop shows or PD.7 ends
     * it, more than a search's whole budget: this keeps such a chain within the budget
     * and the time a decision has. */
    long long stop_work, clock_work;
    double cpu_stop;
} Ctx;

#define CLOCK_EVERY 2048
#define SET_NONE (1 << 30)
#define WATCHED_WORK 2

/* The processor time of the calling thread, in seconds. */
static double thread_cpu(void)
{
#ifdef _WIN32
    FILETIME created, ended, kernel, user;
    ULARGE_INTEGER k, u;
    if (!GetThreadTimes(GetCurrentThread(), &created, &ended, &kernel, &user))
        return 0.0;
    k.LowPart = kernel.dwLowDateTime;
    k.HighPart = kernel.dwHighDateTime;
    u.LowPart = user.dwLowDateTime;
    u.HighPart = user.dwHighDateTime;
    return (double)(k.QuadPart + u.QuadPart) * 1e-7;
#else
    struct timespec t;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0)
        return 0.0;
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
#endif
}

/* Whether a search's chain must stop here (see Ctx.stop_work). */
static int chain_stops(Ctx *x)
{
    if (x->chain_work >= x->stop_work)
        return 1;
    if (x->cpu_stop <= 0.0 || x->chain_work < x->clock_work)
        return 0;
    x->clock_work = x->chain_work + CLOCK_EVERY;
    return thread_cpu() >= x->cpu_stop;
}

static void ctx_init(Ctx *x, const Setup *S)
{
    memset(x, 0, sizeof(Ctx));
    x->S = S;
}

static void ctx_free(Ctx *x)
{
    free(x->waiting);
    free(x->seen.keys);
    x->waiting = NULL;
    x->seen.keys = NULL;
}

static void wait_push(Ctx *x, int32_t ev, int c, int place, int k, int src, int32_t inc, int sq)
{
    WEntry *w;
    if (x->nwait == x->wcap) {
        int cap = x->wcap ? x->wcap * 2 : 256;
        WEntry *nw = (WEntry *)realloc(x->waiting, (size_t)cap * sizeof(WEntry));
        if (nw == NULL) {
            x->err = E_NOMEM;
            return;
        }
        x->waiting = nw;
        x->wcap = cap;
    }
    w = &x->waiting[x->nwait++];
    w->ev = ev;
    w->c = (uint8_t)c;
    w->place = (uint8_t)place;
    w->k = (uint8_t)k;
    w->src = (uint8_t)src;
    w->inc = inc;
    w->sq = (int8_t)sq;
}

/* ------------------------------------------------------------------ queries */

/* P5.4, P11.4: the power of Arena card `card` before its temporary power changes: its
 * printed power as the continuous abilities of `sources` (State.cont_sq) make it. */
static int cont_power(const Setup *S, const State *s, int card, uint16_t sources)
{
    int add = 0;
    int base = S->printed[card];
    int sq = s->pos[card];
    /* NEAR_OR_SELF: the square itself and its neighbours (provisional.card_power); the
     * sum and the highest set value do not depend on the order they are met in */
    uint16_t near = (uint16_t)(sources & (neighbour_mask[sq] | (1u << sq)));
    if (near) {
        int cc = s->ctrl[card], setv = -1;
        while (near) {
            int x = lowest16(near), src = s->board[x], a;
            near &= (uint16_t)(near - 1);
            for (a = 0; a < S->ncont[src]; a++) {
                const Cont *ab = &S->cont[src][a];
                if (ab->affects == A_SELF) {
                    if (src != card)
                        continue;
                } else if (src == card || ((s->ctrl[src] == cc) != (ab->affects == A_ALLIES))) {
                    continue;
                }
                if (ab->kind == C_SET) {
                    if (ab->value > setv)
                        setv = ab->value;
                } else {
                    add += ab->amount;
                }
            }
        }
        if (setv >= 0)
            base = setv;
    }
    return base + add;
}

/* P5.4, P11.4: current power of Arena card `card` (game.Game.power), with `sources` the
 * squares of the continuous abilities on the Arena (State.cont_sq). */
static int power_with(const Setup *S, const State *s, int card, uint16_t sources)
{
    const Mod *m = STATE_MODS(s);
    int p = cont_power(S, s, card, sources), i;
    for (i = 0; i < s->nmods; i++)
        if (m[i].card == card)
            p += m[i].amount;
    return p;
}

/* 7.3.1: Momon on the Arena controlled by each player. */
static void momon_counts(const Setup *S, const State *s, int *m0, int *m1)
{
    int sq, a = 0, b = 0;
    for (sq = 0; sq < 16; sq++) {
        int c = s->board[sq];
        if (c >= 0 && S->momon[c]) {
            if (s->ctrl[c])
                b++;
            else
                a++;
        }
    }
    *m0 = a;
    *m1 = b;
}

static int has_empty(const State *s)
{
    int sq;
    for (sq = 0; sq < 16; sq++)
        if (s->board[sq] < 0)
            return 1;
    return 0;
}

/* P9.1: the first copy of `card` in `seat`'s Hand, in the state's order. */
static int first_copy(const Setup *S, const State *s, int seat, int card)
{
    int i, k = S->key[card];
    for (i = 0; i < s->nhand[seat]; i++)
        if (S->key[s->hand[seat][i]] == k)
            return s->hand[seat][i];
    return card;
}

/* ------------------------------------------------------------------ ending the game */

static void finish(Ctx *x, State *s, int winner, int reason, int m0, int m1, int tie)
{
    s->res_set = 1;
    s->res_winner = (int8_t)winner;
    s->res_reason = (int8_t)reason;
    s->res_m0 = m0;
    s->res_m1 = m1;
    s->res_tie = (int8_t)tie;
    s->stage = ST_OVER;
    s->pend_kind = P_NONE;
    s->qhead = s->qtail = 0;
    x->long_chain = 0;
    x->nwait = 0;
    s->has_resolving = 0;
}

/* 7.3.1-7.3.3: more controlled Momon wins; equal counts go to the First Player Token. */
static void end_by_count(Ctx *x, State *s, int reason)
{
    int m0, m1;
    momon_counts(x->S, s, &m0, &m1);
    if (m0 != m1)
        finish(x, s, m0 > m1 ? 0 : 1, reason, m0, m1, 0);
    else
        finish(x, s, s->fpt, reason, m0, m1, 1);
}

/* ------------------------------------------------------------------ counters */

/* game._count: the Arena counters that let idle steps skip work. */
static void count_card(const Setup *S, State *s, int card, int step)
{
    /* the continuous abilities themselves are in State.cont_sq */
    if (S->lowers[card]) {
        s->n_lower += step;
        s->sbc_watch += step;
    }
    if (S->has_ts[card])
        s->n_ts += step;
    if (S->has_eot[card])
        s->n_eot += step;
}

static void recount_negative(State *s)
{
    int i, negative = 0;
    const Mod *m = STATE_MODS(s);
    for (i = 0; i < s->nmods; i++)
        if (m[i].amount < 0)
            negative++;
    s->sbc_watch += negative - s->n_negmods;
    s->n_negmods = negative;
}

/* ------------------------------------------------------------------ the queue */

static int queue_push(Ctx *x, State *s, const WEntry *w)
{
    QEntry *q;
    if (s->qtail == s->qcap) {
        int n = s->qtail - s->qhead;
        if (n == s->qcap) {
            x->err = E_FULL;
            return E_FULL;
        }
        memmove(STATE_QUEUE(s), STATE_QUEUE(s) + s->qhead, (size_t)n * sizeof(QEntry));
        s->qhead = 0;
        s->qtail = n;
    }
    q = &STATE_QUEUE(s)[s->qtail++];
    q->c = w->c;
    q->k = w->k;
    q->src = w->src;
    q->inc = w->inc;
    q->sq = w->sq;
    return OK;
}

/* P11.3 (provisional.order_triggers): by event, the turn player's first (the first
 * player's before the first turn, PD.1), then by place, then by ability; stable. */
static void order_waiting(Ctx *x, int turn_player)
{
    int first = turn_player < 0 ? 0 : turn_player;
    int i, j, n = x->nwait;
    WEntry *w = x->waiting;
    for (i = 1; i < n; i++) {
        WEntry e = w[i];
        int ek0 = e.ev, ek1 = e.c != first, ek2 = e.place, ek3 = e.k;
        for (j = i; j > 0; j--) {
            const WEntry *p = &w[j - 1];
            int pk1 = p->c != first;
            int greater = p->ev != ek0 ? p->ev > ek0
                          : pk1 != ek1  ? pk1 > ek1
                          : p->place != ek2 ? p->place > ek2
                                            : p->k > ek3;
            if (!greater)
                break;
            w[j] = w[j - 1];
        }
        w[j] = e;
    }
}

/* ------------------------------------------------------------------ SBC and leaving */

static void leave_arena(Ctx *x, State *s, int card, int to_hand, int face_up, int32_t seq);

/* P11.6 (game._sbc): a Momon whose current power is 0 or less goes to its owner's
 * Void face down; repeated while it changes something. */
static void sbc(Ctx *x, State *s)
{
    const Setup *S = x->S;
    while (s->sbc_touched) {
        uint16_t cand = s->sbc_touched, dead = 0;
        int sq, i, changes[16], have_changes = 0;
        s->sbc_touched = 0;
        while (cand) {
            int c, least;
            uint16_t near;
            sq = lowest16(cand);
            cand &= (uint16_t)(cand - 1);
            c = s->board[sq];
            if (c < 0)
                continue;
            /* the least power the continuous abilities around can leave (the least of the
             * printed power and the values they set, less all they subtract): above 0,
             * the card stays without its power being worked out */
            least = S->printed[c];
            near = (uint16_t)(s->cont_sq & (neighbour_mask[sq] | (1u << sq)));
            if (near) {
                int drops = 0;
                while (near) {
                    int src = s->board[lowest16(near)];
                    near &= (uint16_t)(near - 1);
                    drops += S->drop[src];
                    if (S->set_low[src] < least)
                        least = S->set_low[src];
                }
                least -= drops;
            }
            /* without a temporary change below 0 (State.n_negmods) the bound stands */
            if (least > 0 && !s->n_negmods)
                continue;
            if (!have_changes) {
                /* every temporary change in one pass, summed by square (power_with) */
                const Mod *m = STATE_MODS(s);
                memset(changes, 0, sizeof changes);
                for (i = 0; i < s->nmods; i++)
                    changes[s->pos[m[i].card]] += m[i].amount;
                have_changes = 1;
            }
            if (least + changes[sq] > 0)
                continue;
            if (cont_power(S, s, c, s->cont_sq) + changes[sq] <= 0)
                dead |= (uint16_t)(1u << sq);
        }
        if (!dead)
            return;
        s->seq += 1;
        {
            int32_t seq = s->seq;
            int8_t cards[16];
            int nd = 0;
            for (sq = 0; sq < 16; sq++)
                if ((dead >> sq) & 1)
                    cards[nd++] = s->board[sq];
            for (i = 0; i < nd; i++)
                leave_arena(x, s, cards[i], 0, 0, seq);
        }
        if (x->err)
            return;
    }
}

/* 4.5.5, PD.6, P11.2 (game._leave): a card leaves the Arena for its owner's Void (or
 * Hand); its Ward Tokens and power changes go; leaves-the-Arena abilities look back at
 * it as it last was. */
static void leave_arena(Ctx *x, State *s, int card, int to_hand, int face_up, int32_t seq)
{
    const Setup *S = x->S;
    int sq = s->pos[card], last_ctrl = s->ctrl[card], owner = S->owner[card], i;
    /* its continuous abilities no longer reach its neighbours */
    touch_powers(s, S->ncont[card] ? neighbour_mask[sq] : 0);
    s->cont_sq &= (uint16_t)~(1u << sq);
    s->board[sq] = -1;
    s->pos[card] = -1;
    s->wards[card] = 0;
    s->ctrl[card] = (uint8_t)owner;
    if (S->counted[card])
        count_card(S, s, card, -1);
    if (s->nmods) {
        Mod *m = STATE_MODS(s);
        int j = 0;
        for (i = 0; i < s->nmods; i++)
            if (m[i].card != card)
                m[j++] = m[i];
        s->nmods = j;
        recount_negative(s);
    }
    if (to_hand) {
        s->zone[card] = HAND;
        s->hand[owner][s->nhand[owner]++] = (uint8_t)card; /* PD.11: at the end */
    } else {
        s->zone[card] = VOIDZ;
        s->faceup[card] = (uint8_t)(face_up ? 1 : 0);
        s->voidp[owner][s->nvoid[owner]++] = (uint8_t)card;
    }
    for (i = 0; i < S->trig_n[card][T_LEAVES]; i++)
        wait_push(x, seq, last_ctrl, sq, S->trig_k[card][T_LEAVES][i], card, s->inc[card], sq);
}

/* P11.3 (game._after_event): SBC, then the waiting triggers join the back of the queue;
 * in a chain past LOOP_WATCH resolutions (PD.14) an ability already waiting there does
 * not trigger again. */
static void queue_waiting(Ctx *x, State *s);

static inline void after_event(Ctx *x, State *s)
{
    if (s->sbc_watch && s->sbc_touched)
        sbc(x, s);
    if (x->nwait && !x->err)
        queue_waiting(x, s);
}

/* P11.3: the waiting triggers, in order, join the back of the Trigger Queue. */
static void queue_waiting(Ctx *x, State *s)
{
    int i;
    if (x->nwait > 1)
        order_waiting(x, s->turn_player);
    for (i = 0; i < x->nwait; i++) {
        const WEntry *w = &x->waiting[i];
        if (x->long_chain) {
            if (x->copies[w->src][w->k])
                continue;
            x->copies[w->src][w->k] = 1;
        }
        if (queue_push(x, s, w))
            return;
    }
    x->nwait = 0;
}

/* ------------------------------------------------------------------ snatching */

/* P10.4, P10.5, PD.5, P10.7 (game._snatch): snatch t for by_player unless a Ward Token
 * takes it; "when snatched" and "when this snatches" wait. */
static int snatch(Ctx *x, State *s, int t, int by_player, int by_card)
{
    const Setup *S = x->S;
    int i;
    if (s->wards[t]) {
        s->wards[t] -= 1;
        return 0;
    }
    /* the continuous abilities around it, and its own, now see another controller */
    touch_powers(s, (uint16_t)((1u << s->pos[t]) | (S->ncont[t] ? neighbour_mask[s->pos[t]] : 0)));
    s->ctrl[t] = (uint8_t)by_player;
    if (S->trig_n[t][T_SNATCHED]) {
        int sq = s->pos[t];
        s->seq += 1;
        for (i = 0; i < S->trig_n[t][T_SNATCHED]; i++)
            wait_push(x, s->seq, by_player, sq, S->trig_k[t][T_SNATCHED][i], t, s->inc[t], sq);
    }
    if (by_card >= 0 && S->trig_n[by_card][T_SNATCHES] && s->zone[by_card] == ARENA) {
        int sq = s->pos[by_card], c = s->ctrl[by_card];
        s->seq += 1;
        for (i = 0; i < S->trig_n[by_card][T_SNATCHES]; i++)
            wait_push(x, s->seq, c, sq, S->trig_k[by_card][T_SNATCHES][i], by_card,
                      s->inc[by_card], sq);
    }
    return 1;
}

/* P10.2, P10.3, PD.4 (game._snatch_check): the Snatch Check and Snatch Resolution of
 * summoned card sc (incarnation inc_s) for player p. */
static void snatch_check(Ctx *x, State *s, int sc, int32_t inc_s, int p)
{
    const Setup *S = x->S;
    int i, sq;
    if (s->zone[sc] != ARENA || s->inc[sc] != inc_s)
        return;
    sq = s->pos[sc];
    for (i = 0; i < S->sight_n[sc][sq]; i++) {
        int xq = S->sight_sq[sc][sq][i];
        int t = s->board[xq];
        if (t < 0 || s->ctrl[t] == p)
            continue;
        if (s->ctrl[sc] != p)
            break;
        if ((S->sight_mask[t][xq] >> sq) & 1) {
            int ps, pt;
            if (s->cont_sq || s->nmods) {
                ps = power_with(S, s, sc, s->cont_sq);
                pt = power_with(S, s, t, s->cont_sq);
            } else {
                ps = S->printed[sc];
                pt = S->printed[t];
            }
            if (ps > pt) {
                snatch(x, s, t, p, sc);
            } else if (pt > ps) {
                snatch(x, s, sc, s->ctrl[t], t);
                break; /* PD.4 */
            }
        } else {
            snatch(x, s, t, p, sc); /* P10.3(b) */
        }
    }
}

/* ------------------------------------------------------------------ triggers */

/* P11.2 (game._global_trigger): turn-start and end-of-turn abilities by "whose". */
static void global_trigger(Ctx *x, State *s, int code, int turn_player)
{
    const Setup *S = x->S;
    int which = code == T_TURN_START ? 0 : 1, i, a;
    int32_t seq;
    s->seq += 1;
    seq = s->seq;
    for (i = 0; i < S->ntt[which]; i++) {
        int c = S->tt[which][i];
        int cc, mine;
        if (s->zone[c] != ARENA)
            continue;
        cc = s->ctrl[c];
        mine = cc == turn_player;
        for (a = 0; a < S->trig_n[c][code]; a++) {
            int k = S->trig_k[c][code][a];
            const Spec *sp = &S->spec[c][k];
            if (mine ? sp->on_own : sp->on_other)
                wait_push(x, seq, cc, s->pos[c], k, c, s->inc[c], s->pos[c]);
        }
    }
}

/* P11.4 (game._expire): changes of `duration` (from `controller`, or all) end. */
static void expire(State *s, int duration, int controller)
{
    Mod *m = STATE_MODS(s);
    int i, j = 0, any = 0;
    for (i = 0; i < s->nmods; i++)
        if (m[i].dur == duration && (controller < 0 || m[i].c == controller)) {
            any = 1;
            break;
        }
    if (!any)
        return;
    touch_powers(s, ALL_SQUARES);
    for (i = 0; i < s->nmods; i++)
        if (!(m[i].dur == duration && (controller < 0 || m[i].c == controller)))
            m[j++] = m[i];
    s->nmods = j;
    recount_negative(s);
}

/* PD.14 (game._merge_power): in a chain past LOOP_WATCH resolutions the changes of one
 * card, duration and controller are kept added up, in the order of their first
 * change; a sum of 0 is dropped. */
static void merge_power(State *s)
{
    Mod *m = STATE_MODS(s);
    int i, j, n = 0;
    touch_powers(s, ALL_SQUARES);
    for (i = 0; i < s->nmods; i++) {
        for (j = 0; j < n; j++)
            if (m[j].card == m[i].card && m[j].dur == m[i].dur && m[j].c == m[i].c)
                break;
        if (j < n) {
            m[j].amount += m[i].amount;
        } else {
            m[n++] = m[i];
        }
    }
    j = 0;
    for (i = 0; i < n; i++)
        if (m[i].amount)
            m[j++] = m[i];
    s->nmods = j;
    recount_negative(s);
}

static int push_mod(Ctx *x, State *s, int t, int amount, int duration, int c)
{
    Mod *m;
    if (s->nmods == s->mcap) {
        x->err = E_FULL;
        return E_FULL;
    }
    touch_powers(s, s->pos[t] >= 0 ? (uint16_t)(1u << s->pos[t]) : ALL_SQUARES);
    m = &STATE_MODS(s)[s->nmods++];
    m->card = (uint8_t)t;
    m->amount = amount;
    m->dur = (uint8_t)duration;
    m->c = (uint8_t)c;
    m->pad = 0;
    return OK;
}

/* PD.13 (provisional.limited_power): the part of a change of `amount` that is made on a
 * card whose changes add up to `total`. */
static int limited_power(int total, int amount)
{
    if (amount > 0) {
        int room = POWER_LIMIT - total;
        int v = amount < room ? amount : room;
        return v > 0 ? v : 0;
    } else {
        int room = -POWER_LIMIT - total;
        int v = amount > room ? amount : room;
        return v < 0 ? v : 0;
    }
}

/* P11.4, PD.13, PD.14 (game._change_power). */
static void change_power(Ctx *x, State *s, int t, int amount, int duration, int c)
{
    int i, total = 0, made;
    const Mod *m = STATE_MODS(s);
    for (i = 0; i < s->nmods; i++)
        if (m[i].card == t)
            total += m[i].amount;
    made = limited_power(total, amount);
    if (!made)
        return;
    if (push_mod(x, s, t, made, duration, c))
        return;
    if (x->long_chain) {
        merge_power(s);
    } else if (made < 0) {
        s->n_negmods += 1;
        s->sbc_watch += 1;
    }
}

/* The effect of a targeted ability on Arena card t (game._apply_effect). */
static void apply_effect(Ctx *x, State *s, const QEntry *item, int t)
{
    const Setup *S = x->S;
    const Spec *sp = &S->spec[item->src][item->k];
    int c = item->c;
    if (t < 0 || s->zone[t] != ARENA)
        return;
    switch (sp->effect) {
    case E_WARD: {
        int have = s->wards[t], amount = sp->amount;
        if (have + amount >= 0 && have + amount <= WARD_LIMIT) {
            s->wards[t] = (uint8_t)(have + amount);
        } else {
            /* PD.12 */
            int v = have + amount;
            if (v < 0)
                v = 0;
            if (v > WARD_LIMIT)
                v = WARD_LIMIT;
            s->wards[t] = (uint8_t)v;
        }
        break;
    }
    case E_POWER: {
        int amount = sp->amount;
        if (x->long_chain || (long long)(s->nmods + 1) * S->power_step > POWER_LIMIT) {
            change_power(x, s, t, amount, sp->duration, c);
            return;
        }
        if (push_mod(x, s, t, amount, sp->duration, c))
            return;
        if (amount < 0) {
            s->n_negmods += 1;
            s->sbc_watch += 1;
        }
        break;
    }
    case E_SNATCH:
        if (s->ctrl[t] != c) {
            int on = s->zone[item->src] == ARENA && s->inc[item->src] == item->inc;
            snatch(x, s, t, c, on ? item->src : -1);
        }
        break;
    case E_TO_VOID:
        s->seq += 1;
        leave_arena(x, s, t, 0, sp->face_up, s->seq);
        break;
    default: /* E_TO_HAND */
        s->seq += 1;
        leave_arena(x, s, t, 1, 0, s->seq);
        break;
    }
}

/* P11.5 (game._resolve_body): choose targets and carry out the effect, asking the
 * controller where the ability says "chosen". */
static void resolve_body(Ctx *x, State *s, const QEntry *item)
{
    const Setup *S = x->S;
    int c = item->c, src = item->src, k = item->k, sq = item->sq;
    const Spec *sp = &S->spec[src][k];
    int tgt = sp->target;
    if (tgt == G_SELF) {
        if (s->zone[src] == ARENA && s->inc[src] == item->inc)
            apply_effect(x, s, item, src);
    } else if (tgt != G_NONE) {
        int targets[16], nt = 0, i;
        if (tgt == G_CHOSEN_ENEMY) {
            for (i = 0; i < 16; i++) {
                int t = s->board[i];
                if (t >= 0 && s->ctrl[t] != c)
                    targets[nt++] = t;
            }
        } else if (sq >= 0) {
            int ally = tgt == G_ADJ_ALLY || tgt == G_CHOSEN_ADJ_ALLY;
            for (i = 0; i < n_neighbours[sq]; i++) {
                int t = s->board[neighbours[sq][i]];
                if (t >= 0 && t != src && ((s->ctrl[t] == c) == ally))
                    targets[nt++] = t;
            }
        }
        if (nt && tgt >= G_CHOSEN_ADJ_ALLY) {
            uint16_t squares = 0;
            for (i = 0; i < nt; i++)
                squares |= (uint16_t)(1u << s->pos[targets[i]]);
            s->has_resolving = 1;
            s->resolving = *item;
            s->pend_kind = P_CHOOSE;
            s->pend_player = (int8_t)c;
            s->pend_src = (int8_t)src;
            s->pend_ab = (int8_t)k;
            s->pend_squares = squares;
            return;
        }
        for (i = 0; i < nt; i++)
            apply_effect(x, s, item, targets[i]);
    } else {
        int e = sp->effect;
        if (e == E_SUMMON) {
            if (s->nhand[c] && has_empty(s)) {
                s->has_resolving = 1;
                s->resolving = *item;
                s->pend_kind = P_EFFECT_SUMMON;
                s->pend_player = (int8_t)c;
                s->pend_src = (int8_t)src;
                s->pend_ab = (int8_t)k;
                s->pend_squares = 0;
                return;
            }
        } else if (e == E_TAKE_FPT) {
            s->fpt = (uint8_t)c; /* 6.8 */
        } else { /* E_REVEAL, 4.7: the generator moves on; nothing else changes */
            int opp = 1 - c;
            if (s->nhand[opp])
                s->rng = s->rng * 6364136223846793005ULL + 1442695040888963407ULL;
        }
    }
    s->has_resolving = 0;
    if (x->nwait || s->sbc_watch)
        after_event(x, s);
}

/* ------------------------------------------------------------------ the loop watch */

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* P11.7, PD.7: the queue's part of a digest (game._ChainWatch): entries as numbers
 * below the primes, combined as a polynomial of BASE modulo each. */
static const uint64_t QH_PRIME[2] = {4294967291ULL, 4294967279ULL};
static const uint64_t QH_BASE[2] = {2654435761ULL, 2246822519ULL};
static uint64_t qh_inverse[2];

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t p)
{
    uint64_t r = 1;
    b %= p;
    while (e) {
        if (e & 1)
            r = r * b % p;
        b = b * b % p;
        e >>= 1;
    }
    return r;
}

static void init_queue_hash(void)
{
    int i;
    for (i = 0; i < 2; i++)
        qh_inverse[i] = powmod(QH_BASE[i], QH_PRIME[i] - 2, QH_PRIME[i]);
}

static uint64_t entry_code(const QEntry *q, int i)
{
    uint64_t z = mix64(((uint64_t)(uint32_t)q->inc << 24) ^ ((uint64_t)q->src << 16) ^
                       ((uint64_t)q->k << 8) ^ ((uint64_t)q->c << 7) ^ (uint64_t)(uint8_t)q->sq);
    return (i ? z >> 32 : z & 0xFFFFFFFFu) % QH_PRIME[i];
}

/* Take in the entries that joined the back of the queue. */
static void queue_hash_extend(Ctx *x, const State *s)
{
    const QEntry *q = STATE_QUEUE(s);
    int j, i;
    for (j = s->qhead + x->hashed; j < s->qtail; j++) {
        for (i = 0; i < 2; i++) {
            x->qh[i] = (x->qh[i] + entry_code(&q[j], i) * x->top[i]) % QH_PRIME[i];
            x->top[i] = x->top[i] * QH_BASE[i] % QH_PRIME[i];
        }
        x->hashed++;
    }
}

/* `q` left the front of the queue. */
static void queue_hash_pop(Ctx *x, const QEntry *q)
{
    int i;
    for (i = 0; i < 2; i++) {
        uint64_t p = QH_PRIME[i];
        x->qh[i] = (x->qh[i] + p - entry_code(q, i)) % p * qh_inverse[i] % p;
        x->top[i] = x->top[i] * qh_inverse[i] % p;
    }
    x->hashed--;
}

/* P11.7, PD.7 (game._ChainWatch.digest): what identifies a state within a chain: the
 * Arena, the controller and Ward Tokens of its cards, the First Player Token, each
 * card's total power change and the queue (source, incarnation, ability, controller,
 * square, by the hash kept up to date); two 64-bit hashes of it. */
static void chain_digest(Ctx *x, const State *s, uint64_t *da, uint64_t *db)
{
    uint64_t a = 0x243F6A8885A308D3ULL, b = 0x13198A2E03707344ULL;
    int32_t totals[MAXN];
    int i;
    const Mod *m = STATE_MODS(s);
#define FEED(v)                                                          \
    do {                                                                 \
        uint64_t v_ = (uint64_t)(int64_t)(v);                            \
        a = mix64(a ^ (v_ + 0x9E3779B97F4A7C15ULL));                     \
        b = mix64(b + (v_ ^ 0xD1B54A32D192ED03ULL) * 0x9FB21C651E98DF25ULL); \
    } while (0)
    for (i = 0; i < 16; i++) {
        int c = s->board[i];
        FEED(c);
        if (c >= 0) {
            FEED(s->ctrl[c]);
            FEED(s->wards[c]);
        }
    }
    FEED(s->fpt);
    for (i = 0; i < x->S->n; i++)
        totals[i] = 0;
    for (i = 0; i < s->nmods; i++)
        totals[m[i].card] += m[i].amount;
    for (i = 0; i < x->S->n; i++)
        if (totals[i]) {
            FEED(1000 + i);
            FEED(totals[i]);
        }
    queue_hash_extend(x, s);
    FEED(-7);
    FEED(x->qh[0]);
    FEED(x->qh[1]);
    FEED(x->hashed);
#undef FEED
    *da = a;
    *db = b;
}

/* PD.14 (game._start_long_chain): count what waits, and merge the power changes. */
static void start_long_chain(Ctx *x, State *s)
{
    int i;
    const QEntry *q = STATE_QUEUE(s);
    memset(x->copies, 0, sizeof(x->copies));
    for (i = s->qhead; i < s->qtail; i++)
        x->copies[q[i].src][q[i].k] += 1;
    x->long_chain = 1;
    x->qh[0] = x->qh[1] = 0;
    x->top[0] = x->top[1] = 1;
    x->hashed = 0;
    dset_clear(&x->seen);
    if (s->nmods)
        merge_power(s);
}

static void end_watch(Ctx *x)
{
    x->long_chain = 0;
    dset_clear(&x->seen);
}

/* ------------------------------------------------------------------ the game loop */

static void summon_card(Ctx *x, State *s, int card, int square, int turn);
static void advance(Ctx *x, State *s);

/* P11.3, P11.7, PD.7, PD.14 (game._run): resolve the Trigger Queue from the front and
 * carry the turn on until a decision is needed or the game is over. */
static void run(Ctx *x, State *s)
{
    const Setup *S = x->S;
    long long chain = 0;
    int watching = 0;
    for (;;) {
        QEntry item;
        if (x->err)
            return;
        if (s->qhead == s->qtail) {
            chain = 0;
            if (watching) {
                watching = 0;
                x->long_chain = 0;
                dset_clear(&x->seen);
            }
            advance(x, s);
            if (x->err || s->qhead == s->qtail)
                return;
        }
        item = STATE_QUEUE(s)[s->qhead++];
        if (s->qhead == s->qtail)
            s->qhead = s->qtail = 0;
        if (watching) {
            x->copies[item.src][item.k] -= 1;
            queue_hash_pop(x, &item);
        }
        chain++;
        x->resolutions++;
        x->chain_work += watching ? WATCHED_WORK : 1;
        if (x->stop_work && chain_stops(x)) {
            x->err = E_STOP;
            return;
        }
        if (S->spec[item.src][item.k].optional) { /* "may" (P11.5) */
            s->has_resolving = 1;
            s->resolving = item;
            s->pend_kind = P_YES_NO;
            s->pend_player = (int8_t)item.c;
            s->pend_src = (int8_t)item.src;
            s->pend_ab = (int8_t)item.k;
            s->pend_squares = 0;
            if (watching)
                end_watch(x);
            return;
        }
        resolve_body(x, s, &item);
        if (x->err)
            return;
        if (s->pend_kind != P_NONE) {
            if (watching)
                end_watch(x);
            return;
        }
        if (chain >= LOOP_WATCH && s->qhead != s->qtail) {
            uint64_t da, db;
            int seen = 0;
            if (!watching) {
                watching = 1;
                start_long_chain(x, s);
            }
            chain_digest(x, s, &da, &db);
            if (dset_insert(&x->seen, da, db, &seen)) {
                x->err = E_NOMEM;
                return;
            }
            if (seen || chain >= CHAIN_LIMIT) {
                int m0, m1;
                momon_counts(S, s, &m0, &m1);
                /* P11.7, 7.3.5: a repeated state; PD.7: a chain at its limit */
                finish(x, s, -1, R_FORCED_LOOP, m0, m1, 0);
                dset_clear(&x->seen);
                return;
            }
        }
    }
}

/* 6.9, 6.10, P8, 7.1, 7.2 (game._advance): the steps of the game while the Trigger
 * Queue stays empty. */
static void advance(Ctx *x, State *s)
{
    const Setup *S = x->S;
    int stage = s->stage;
    if (stage == ST_GAME_START) {
        int i;
        int32_t seq;
        s->seq += 1;
        seq = s->seq;
        for (i = 0; i < S->ngs; i++) {
            int c = S->gs[i][3];
            wait_push(x, seq, S->gs[i][0], S->gs[i][1], S->gs[i][2], c, s->inc[c], -1);
        }
        if (x->nwait || s->sbc_watch)
            after_event(x, s); /* 6.9.3 */
        stage = ST_TURN_START;
        if (s->qhead != s->qtail || x->err) {
            s->stage = (uint8_t)stage;
            return;
        }
    }
    for (;;) {
        if (x->err)
            return;
        if (stage == ST_SNATCH) {
            /* P8.3 */
            int had = s->ts_card >= 0;
            int tc = s->ts_card, tp = s->ts_player;
            int32_t ti = s->ts_inc;
            s->ts_card = -1;
            if (had) {
                snatch_check(x, s, tc, ti, tp);
                if (x->nwait || s->sbc_watch)
                    after_event(x, s);
            }
            stage = ST_END;
            if (s->qhead != s->qtail)
                break;
        }
        if (stage == ST_END) {
            /* P8.4: end-of-turn abilities */
            if (s->n_eot) {
                global_trigger(x, s, T_END_OF_TURN, s->turn_player);
                if (x->nwait || s->sbc_watch)
                    after_event(x, s);
            }
            stage = ST_CLEANUP;
            if (s->qhead != s->qtail)
                break;
        }
        if (stage == ST_CLEANUP) {
            /* P8.4: "until end of turn" ends */
            if (s->nmods) {
                expire(s, D_END_OF_TURN, -1);
                if (x->nwait || s->sbc_watch)
                    after_event(x, s);
            }
            stage = ST_TURN_OVER;
            if (s->qhead != s->qtail)
                break;
        }
        if (stage == ST_TURN_OVER) {
            /* 7.1.1, 7.2.2, 7.1.2 */
            int p = s->turn_player;
            s->turns[p] += 1;
            if (s->arena_full) {
                end_by_count(x, s, R_ARENA_FULL);
                return;
            }
            if (s->turns[0] >= TURNS_PER_PLAYER && s->turns[1] >= TURNS_PER_PLAYER) {
                end_by_count(x, s, R_TURN_LIMIT);
                return;
            }
            s->turn_player = (int8_t)(1 - p); /* P8.4 */
            stage = ST_TURN_START;
        }
        if (stage == ST_TURN_START) {
            /* P8.1, 6.10 */
            int p;
            if (s->turn_player < 0)
                s->turn_player = 0;
            p = s->turn_player;
            if (s->nmods)
                expire(s, D_NEXT_TURN, p);
            if (s->n_ts)
                global_trigger(x, s, T_TURN_START, p);
            if (x->nwait || s->sbc_watch)
                after_event(x, s);
            stage = ST_SUMMON;
            if (s->qhead != s->qtail)
                break;
        }
        if (stage == ST_SUMMON) {
            /* P8.2 */
            int p = s->turn_player;
            if (!has_empty(s)) {
                s->arena_full = 1; /* 7.2.1 */
                stage = ST_END;
            } else if (!s->nhand[p]) {
                s->ts_card = -1;
                stage = ST_SNATCH;
            } else {
                s->stage = ST_SUMMON;
                s->pend_kind = P_TURN_SUMMON;
                s->pend_player = (int8_t)p;
                s->pend_src = -1;
                s->pend_ab = -1;
                s->pend_squares = 0;
                return;
            }
        }
    }
    s->stage = (uint8_t)stage;
}

/* P9.1, P9.2, P8.2 (game._summon): the deciding player Summons `card` onto `square`. */
static void summon_card(Ctx *x, State *s, int card, int square, int turn)
{
    const Setup *S = x->S;
    int player = S->owner[card], i, j;
    int32_t inc;
    if (S->has_copy[card])
        card = first_copy(S, s, player, card);
    s->pend_kind = P_NONE;
    for (i = 0, j = 0; i < s->nhand[player]; i++)
        if (s->hand[player][i] != card)
            s->hand[player][j++] = s->hand[player][i];
    s->nhand[player] = (uint8_t)j;
    touch_powers(s, (uint16_t)((1u << square) | (S->ncont[card] ? neighbour_mask[square] : 0)));
    s->board[square] = (int8_t)card;
    if (S->ncont[card])
        s->cont_sq |= (uint16_t)(1u << square);
    s->zone[card] = ARENA;
    s->pos[card] = (int8_t)square;
    s->ctrl[card] = (uint8_t)player;
    inc = s->inc[card] + 1;
    s->inc[card] = inc;
    if (S->counted[card])
        count_card(S, s, card, 1);
    if (S->trig_n[card][T_SUMMONED]) {
        int32_t seq;
        s->seq += 1;
        seq = s->seq;
        for (i = 0; i < S->trig_n[card][T_SUMMONED]; i++)
            wait_push(x, seq, player, square, S->trig_k[card][T_SUMMONED][i], card, inc, square);
    }
    if (turn) {
        s->ts_card = (int8_t)card;
        s->ts_inc = inc;
        s->ts_player = (uint8_t)player;
        if (x->nwait || s->sbc_watch)
            after_event(x, s);
        s->stage = ST_SNATCH;
        if (s->qhead == s->qtail) {
            advance(x, s);
            if (s->qhead == s->qtail)
                return;
        }
    } else {
        s->has_resolving = 0;
        snatch_check(x, s, card, inc, player);
        after_event(x, s);
    }
    run(x, s);
}

/* Answers, as the search and the bindings pass them. */
#define A_SUMMON 0
#define A_CHOOSE 1
#define A_YESNO 2

/* game.Game.play_unchecked for a legal answer (no concession). */
static int play(Ctx *x, State *s, int kind, int a, int b)
{
    x->err = OK;
    x->nwait = 0;
    x->long_chain = 0;
    dset_clear(&x->seen);
    if (kind == A_SUMMON) {
        summon_card(x, s, a, b, s->pend_kind == P_TURN_SUMMON);
    } else if (kind == A_CHOOSE) {
        QEntry item = s->resolving;
        s->pend_kind = P_NONE;
        s->has_resolving = 0;
        apply_effect(x, s, &item, s->board[a]);
        if (!x->err && (x->nwait || s->sbc_watch))
            after_event(x, s);
        if (!x->err && s->pend_kind == P_NONE)
            run(x, s);
    } else {
        QEntry item = s->resolving;
        s->pend_kind = P_NONE;
        if (a) {
            resolve_body(x, s, &item);
        } else {
            s->has_resolving = 0;
            after_event(x, s);
        }
        if (!x->err && s->pend_kind == P_NONE)
            run(x, s);
    }
    return x->err;
}

/* Every legal answer (game.Game.legal_answers), as (kind, a, b) triples into `out`;
 * Summons list one copy of each card, squares in reading order. */
static int legal_answers(const Setup *S, const State *s, int16_t (*out)[3])
{
    int n = 0, i, sq;
    if (s->res_set || s->pend_kind == P_NONE)
        return 0;
    if (s->pend_kind <= P_EFFECT_SUMMON) {
        uint64_t seen = 0;
        int p = s->pend_player;
        for (i = 0; i < s->nhand[p]; i++) {
            int c = s->hand[p][i];
            if ((seen >> S->key[c]) & 1)
                continue;
            seen |= (uint64_t)1 << S->key[c];
            for (sq = 0; sq < 16; sq++)
                if (s->board[sq] < 0) {
                    out[n][0] = A_SUMMON;
                    out[n][1] = (int16_t)c;
                    out[n][2] = (int16_t)sq;
                    n++;
                }
        }
        return n;
    }
    if (s->pend_kind == P_CHOOSE) {
        for (sq = 0; sq < 16; sq++)
            if ((s->pend_squares >> sq) & 1) {
                out[n][0] = A_CHOOSE;
                out[n][1] = (int16_t)sq;
                out[n][2] = 0;
                n++;
            }
        return n;
    }
    out[0][0] = A_YESNO;
    out[0][1] = 1;
    out[0][2] = 0;
    out[1][0] = A_YESNO;
    out[1][1] = 0;
    out[1][2] = 0;
    return 2;
}

#define MAXANSWERS (MAXN * 16)


/* ================================================================== the search */

/* Values are counted as the Python search counts them (momon_desktop/ai/evaluate.py):
 * 100 per Momon of difference; a finished game is worth +-WIN plus the final Momon
 * margin (7.3.2, 7.3.3), a forced-loop draw the margin only (P11.7). */
#define WIN 100000
#define INF (10 * WIN)
#define MAXPLY 96
#define DEEP 100
#define F_EXACT 0
#define F_LOWER 1
#define F_UPPER 2

/* The hand-made evaluation's weights (evaluate.Weights, BALANCED by default). */
typedef struct {
    int control, threat, reply, at_risk, target, ward, hand_power;
} Weights;

/* A transposition table entry; the table is in buckets of two: the first keeps the
 * entry whose subtree cost the most positions, the second takes whatever comes. */
typedef struct {
    uint64_t key;
    int32_t value;
    uint32_t size;
    int16_t depth;
    uint8_t flag, cut;
    uint8_t mkind, ma, mb, used;
} TTEntry;

typedef struct {
    int16_t kind, a, b;
    int32_t score;
} Move;

typedef struct {
    const Setup *S;
    Ctx ctx;
    State *stack[MAXPLY + 2];
    TTEntry *tt;
    uint64_t tt_mask;
    long long nodes, evals, expansions, budget;
    int aborted, overflow, cut;
    /* The processor time of the searching thread at which the search stops whatever is
     * left of its budget (0: never), looked at every CLOCK_EVERY units of work (and in a
     * long chain every CLOCK_EVERY resolutions, Ctx.cpu_stop); out_of_time once it has
     * passed. */
    double cpu_stop;
    long long clock_at;
    int out_of_time;
    /* Answers are ordered by the value just after them (a play each) at positions at
     * least this deep from the horizon with at least this many empty squares. */
    int order_depth, order_empties;
    /* Late move reductions from this answer of a node on (0: none), by two decisions
     * from answer lmr2 on (0: never); late move pruning (0: none, else the answers
     * searched a decision from the horizon). */
    int lmr, lmr2, lmp, lmrs;
    /* The fitted evaluation instead of the hand-made one. */
    int fitted;
    Weights w;
    int16_t killer[MAXPLY + 2][2][3];
    int32_t history[2][MAXN][16];
    Move moves[MAXPLY + 2][MAXANSWERS];
} Search;

/* The work a search has done: positions visited, positions evaluated and the work of
 * the abilities resolved (Ctx.chain_work; an evaluation costs about as much as a
 * visit), so that a budget bounds the time whatever the cards do. */
#define WORK(sr) ((sr)->nodes + (sr)->evals + (sr)->ctx.chain_work)


/* Whether the search is past its processor time (see Search.cpu_stop). */
static int past_cpu_stop(Search *sr)
{
    if (sr->out_of_time)
        return 1;
    if (sr->cpu_stop <= 0.0 || WORK(sr) < sr->clock_at)
        return 0;
    sr->clock_at = WORK(sr) + CLOCK_EVERY;
    if (thread_cpu() >= sr->cpu_stop)
        sr->out_of_time = 1;
    return sr->out_of_time;
}

/* A chain may go past what is left of the budget by this much chain work before it is
 * stopped: a search's ordinary positions are never stopped in a chain, only those whose
 * chain alone would outgrow the budget. */
#define CHAIN_SLACK 4096

/* play() for the search: a chain that outgrows what is left of the budget, or the
 * processor time, stops (E_STOP), and the search stops with it (aborted, and
 * out_of_time where the time has run out). */
static int search_play(Search *sr, State *c, const Move *m)
{
    long long left = sr->budget - WORK(sr);
    int err;
    sr->ctx.stop_work = sr->ctx.chain_work + (left > 0 ? left : 0) + CHAIN_SLACK;
    sr->ctx.cpu_stop = sr->cpu_stop;
    sr->ctx.clock_work = sr->ctx.chain_work + CLOCK_EVERY;
    err = play(&sr->ctx, c, m->kind, m->a, m->b);
    sr->ctx.stop_work = 0;
    if (err == E_STOP) {
        sr->aborted = 1;
        if (sr->cpu_stop > 0.0 && thread_cpu() >= sr->cpu_stop)
            sr->out_of_time = 1;
    }
    return err;
}

static uint64_t zkey(uint64_t a, uint64_t b)
{
    return mix64(a * 0x9E3779B97F4A7C15ULL + b + 0x632BE59BD9B4E019ULL);
}

/* Zobrist numbers of the common parts of a position: a card (its kind) and its
 * controller on a square, a card of a Hand (copies being alike), the Ward Tokens on a
 * square. */
static uint64_t z_board[16][MAXN][2];
static uint64_t z_hand[2][MAXN];
static uint64_t z_ward[16][WARD_LIMIT + 1];

static void init_zobrist(void)
{
    int i, c, k;
    for (i = 0; i < 16; i++)
        for (c = 0; c < MAXN; c++)
            for (k = 0; k < 2; k++)
                z_board[i][c][k] = zkey((uint64_t)(i * MAXN + c) * 2 + (uint64_t)k, 1);
    for (k = 0; k < 2; k++)
        for (c = 0; c < MAXN; c++)
            z_hand[k][c] = zkey((uint64_t)c, 3 + (uint64_t)k);
    for (c = 0; c < 16; c++)
        for (i = 0; i <= WARD_LIMIT; i++)
            z_ward[c][i] = i ? zkey((uint64_t)c * 256 + (uint64_t)i, 2) : 0;
}

/* A hash of everything that decides how the game goes on from `s` (the random
 * generator of the Reveal excepted: it only picks which card is shown, 4.7, PD.11;
 * Hands as multisets of cards: copies are interchangeable, P9.1; the Voids never
 * matter again). */
static uint64_t state_hash(const Setup *S, const State *s)
{
    uint64_t h = 0x8A5CD789635D2DFFULL, hand = 0;
    int i;
    for (i = 0; i < 16; i++) {
        int c = s->board[i];
        if (c >= 0)
            h ^= z_board[i][S->kind[c]][s->ctrl[c]] ^ z_ward[i][s->wards[c]];
    }
    for (i = 0; i < s->nhand[0]; i++)
        hand += z_hand[0][S->kind[s->hand[0][i]]];
    for (i = 0; i < s->nhand[1]; i++)
        hand += z_hand[1][S->kind[s->hand[1][i]]];
    h ^= hand;
    if (s->nmods) {
        const Mod *m = STATE_MODS(s);
        uint64_t mh = 0;
        for (i = 0; i < s->nmods; i++)
            mh += zkey(((uint64_t)s->pos[m[i].card] << 40) ^ ((uint64_t)(uint32_t)m[i].amount << 8) ^
                           ((uint64_t)m[i].dur << 2) ^ m[i].c,
                       5);
        h ^= mh;
    }
    if (s->qtail > s->qhead) {
        const QEntry *q = STATE_QUEUE(s);
        uint64_t qh = 7;
        for (i = s->qhead; i < s->qtail; i++) {
            int same = s->inc[q[i].src] == q[i].inc && s->zone[q[i].src] == ARENA;
            qh = zkey(qh, ((uint64_t)S->kind[q[i].src] << 24) ^ ((uint64_t)same << 20) ^
                              ((uint64_t)q[i].k << 12) ^ ((uint64_t)q[i].c << 8) ^
                              (uint64_t)(uint8_t)q[i].sq);
        }
        h ^= qh;
    }
    if (s->has_resolving) {
        const QEntry *q = &s->resolving;
        int same = s->inc[q->src] == q->inc && s->zone[q->src] == ARENA;
        h ^= zkey(((uint64_t)S->kind[q->src] << 24) ^ ((uint64_t)same << 20) ^ ((uint64_t)q->k << 12) ^
                      ((uint64_t)q->c << 8) ^ (uint64_t)(uint8_t)q->sq,
                  6);
    }
    if (s->ts_card >= 0) {
        int same = s->inc[s->ts_card] == s->ts_inc && s->zone[s->ts_card] == ARENA;
        h ^= zkey(((uint64_t)S->kind[s->ts_card] << 8) ^ ((uint64_t)same << 4) ^ s->ts_player, 7);
    }
    h ^= zkey(((uint64_t)(uint8_t)s->pend_kind << 48) ^ ((uint64_t)(uint8_t)s->pend_player << 40) ^
                  ((uint64_t)(s->pend_src >= 0 ? S->kind[s->pend_src] : 255) << 32) ^
                  ((uint64_t)(uint8_t)s->pend_ab << 24) ^
                  s->pend_squares,
              8);
    h ^= zkey(((uint64_t)s->turns[0] << 32) ^ ((uint64_t)s->turns[1] << 24) ^
                  ((uint64_t)(uint8_t)s->turn_player << 16) ^ ((uint64_t)s->fpt << 12) ^
                  ((uint64_t)s->stage << 4) ^ s->arena_full,
              9);
    return h;
}

/* ------------------------------------------------------------------ evaluation */

static int terminal_value(const State *s, int me)
{
    int margin = me == 0 ? s->res_m0 - s->res_m1 : s->res_m1 - s->res_m0;
    if (s->res_winner < 0)
        return margin;
    return (s->res_winner == me ? WIN : -WIN) + margin;
}

/* Current power on every square (provisional.arena_powers). */
static void arena_powers(const Setup *S, const State *s, int *pw)
{
    /* One pass over the sources (as provisional.arena_powers): set effects first, the
     * highest if several, then additions (P11.4). */
    int setv[16], add[16], sq, i;
    uint16_t srcs;
    const Mod *m = STATE_MODS(s);
    for (sq = 0; sq < 16; sq++) {
        setv[sq] = -1;
        add[sq] = 0;
    }
    srcs = s->cont_sq;
    while (srcs) {
        int src, a;
        sq = lowest16(srcs);
        srcs &= (uint16_t)(srcs - 1);
        src = s->board[sq];
        for (a = 0; a < S->ncont[src]; a++) {
            const Cont *ab = &S->cont[src][a];
            int j;
            /* A_SELF reaches its own square only, the others the neighbours */
            for (j = ab->affects == A_SELF ? -1 : 0;
                 j < (ab->affects == A_SELF ? 0 : n_neighbours[sq]); j++) {
                int t = j < 0 ? sq : neighbours[sq][j], tc = s->board[t];
                if (tc < 0)
                    continue;
                if (ab->affects != A_SELF &&
                    ((s->ctrl[tc] == s->ctrl[src]) != (ab->affects == A_ALLIES)))
                    continue;
                if (ab->kind == C_SET) {
                    if (ab->value > setv[t])
                        setv[t] = ab->value;
                } else {
                    add[t] += ab->amount;
                }
            }
        }
    }
    for (i = 0; i < s->nmods; i++)
        add[s->pos[m[i].card]] += m[i].amount;
    for (sq = 0; sq < 16; sq++) {
        int c = s->board[sq];
        pw[sq] = c < 0 ? 0 : (setv[sq] >= 0 ? setv[sq] : S->printed[c]) + add[sq];
    }
}

/* For every square, the occupied squares whose card sees it (a Summon there meets
 * them in a face-off, P10.3(a)). */
static void all_seers(const Setup *S, const State *s, uint16_t *seers)
{
    int x;
    memset(seers, 0, 16 * sizeof(uint16_t));
    for (x = 0; x < 16; x++) {
        int t = s->board[x];
        uint16_t m;
        if (t < 0)
            continue;
        m = S->sight_mask[t][x];
        while (m) {
            int e = lowest16(m);
            m &= (uint16_t)(m - 1);
            seers[e] |= (uint16_t)(1u << x);
        }
    }
}

/* The squares of `targets` whose card sees square e (a Summon there meets them in a
 * face-off, P10.3(a)): all_seers for one square. */
static inline uint16_t facing(const Setup *S, const State *s, int e, uint16_t targets)
{
    uint16_t face = 0;
    while (targets) {
        int x = lowest16(targets);
        targets &= (uint16_t)(targets - 1);
        if ((S->sight_mask[s->board[x]][x] >> e) & 1)
            face |= (uint16_t)(1u << x);
    }
    return face;
}

/* What the Snatch Check of a card of power pc, Summoned by `seat` on e and seeing
 * `targets` there, makes at once (evaluate.summon_gain): 2 a card snatched, a lost
 * face-off -2 and the end (PD.4), a tie nothing, a Ward Token stops one (P10.4);
 * `took` gets the squares snatched. */
static int snatch_gain(const Setup *S, const State *s, int card, int e, uint16_t targets,
                       uint16_t seers, const int *pw, uint16_t warded, uint16_t *took)
{
    uint16_t face = targets & seers;
    int gain = 0, j;
    if (!face) {
        uint16_t got = (uint16_t)(targets & ~warded);
        *took = got;
        return 2 * popcount16(got);
    }
    *took = 0;
    for (j = 0; j < S->sight_n[card][e]; j++) {
        int x = S->sight_sq[card][e][j];
        if (!((targets >> x) & 1))
            continue;
        if ((face >> x) & 1) {
            int pt = pw ? pw[x] : S->printed[s->board[x]], pc = S->place_power[card];
            if (pt > pc)
                return gain - 2;
            if (pt == pc)
                continue;
        }
        if ((warded >> x) & 1)
            continue;
        gain += 2;
        *took |= (uint16_t)(1u << x);
    }
    return gain;
}

/* evaluate._scan: the best Snatch `seat` can make at once with a card of its Hand on
 * an empty square; the enemy cards some such Summon snatches go into `exposed`. */
static int scan(const Setup *S, const State *s, int seat, uint16_t empty, const int *pw,
                uint16_t *exposed, uint16_t enemy, uint16_t warded, const uint16_t *seers,
                int *second)
{
    int best = 0, i, e, best_e = -1, next = 0;
    uint64_t seen = 0;
    int hand[MAXN], nh = 0;
    uint16_t where;
    if (!enemy)
        return 0;
    for (i = 0; i < s->nhand[seat]; i++) {
        int c = s->hand[seat][i];
        if ((seen >> S->kind[c]) & 1)
            continue;
        seen |= (uint64_t)1 << S->kind[c];
        hand[nh++] = c;
    }
    where = 0;
    for (e = 0; e < 16; e++)
        if (((empty >> e) & 1) && (neighbour_mask[e] & enemy))
            where |= (uint16_t)(1u << e);
    while (where) {
        e = lowest16(where);
        where &= (uint16_t)(where - 1);
        for (i = 0; i < nh; i++) {
            int c = hand[i], gain;
            uint16_t took, targets = S->sight_mask[c][e] & enemy;
            if (!targets)
                continue;
            gain = snatch_gain(S, s, c, e, targets, seers[e], pw, warded, &took);
            *exposed |= took;
            if (gain > best) {
                if (best_e != e)
                    next = best;
                best = gain;
                best_e = e;
            } else if (e != best_e && gain > next) {
                next = gain;
            }
        }
    }
    if (second != NULL)
        *second = next;
    return best;
}


/* evaluate.evaluate: the value of an unfinished position for `seat`. */
static int evaluate(const Setup *S, const State *s, int seat, const Weights *w)
{
    int diff = 0, wards = 0, hand = 0, sq, i, score;
    int opp = 1 - seat;
    uint16_t empty = 0, exposed_first = 0, exposed_second = 0;
    int pw[16];
    const int *pwp = NULL;
    int first, second, g_first, g_second, swing;
    for (sq = 0; sq < 16; sq++) {
        int c = s->board[sq];
        if (c < 0) {
            empty |= (uint16_t)(1u << sq);
            continue;
        }
        if (S->momon[c])
            diff += s->ctrl[c] == seat ? 1 : -1;
        if (s->wards[c])
            wards += s->ctrl[c] == seat ? s->wards[c] : -s->wards[c];
    }
    for (i = 0; i < s->nhand[seat]; i++)
        hand += S->printed[s->hand[seat][i]];
    for (i = 0; i < s->nhand[opp]; i++)
        hand -= S->printed[s->hand[opp][i]];
    score = w->control * diff + w->ward * wards + w->hand_power * hand;
    if (!empty)
        return score;
    if (s->cont_sq || s->nmods) {
        arena_powers(S, s, pw);
        pwp = pw;
    }
    first = s->pend_kind == P_NONE ? seat : s->pend_player;
    second = 1 - first;
    {
        uint16_t of_first = 0, of_second = 0, warded = 0, seers[16];
        for (sq = 0; sq < 16; sq++) {
            int c = s->board[sq];
            if (c < 0)
                continue;
            if (s->ctrl[c] == first)
                of_first |= (uint16_t)(1u << sq);
            else
                of_second |= (uint16_t)(1u << sq);
            if (s->wards[c])
                warded |= (uint16_t)(1u << sq);
        }
        all_seers(S, s, seers);
        g_first = s->nhand[first] ? scan(S, s, first, empty, pwp, &exposed_second, of_second,
                                         warded, seers, NULL)
                                  : 0;
        g_second = s->nhand[second] ? scan(S, s, second, empty, pwp, &exposed_first, of_first,
                                           warded, seers, NULL)
                                    : 0;
    }
    swing = (w->threat * g_first - w->reply * g_second);
    swing = swing >= 0 ? swing / 2 : -((-swing + 1) / 2);
    if (first != seat)
        swing = -swing;
    {
        uint16_t mine = first != seat ? exposed_second : exposed_first;
        uint16_t theirs = first != seat ? exposed_first : exposed_second;
        return score + swing + w->target * popcount16(theirs) - w->at_risk * popcount16(mine);
    }
}


/* ------------------------------------------------------------------ the fitted evaluation */

/* The features of a position for `seat` (docs/ai.md, "The fitted evaluation"), each
 * counted for seat minus the opponent, or signed for seat: the Momon difference (7.3.1),
 * the turn Summons each side has left (P8.2), the best and second-best Snatch the player
 * to decide and the other player could make at once (P10.2, P10.3), the cards each side
 * leaves open to such a Snatch, Ward Tokens (P10.4), the printed power and the number
 * of cards in each Hand, the cards with an empty neighbour out of their sight
 * (P10.3(b)), the cards in each Hand whose Summon triggers an ability against the
 * opponent (P11.2), the temporary power changes on each side's cards (P11.4), the Momon
 * with no empty neighbour left (no Summon can snatch them, P10.2), and a constant. */
#define NFEAT 16
#define FEAT_ROWS 17
#define FEAT_ONE 64

static const char *FEATURE_NAMES[NFEAT] = {
    "difference", "parity", "mover_snatch", "other_snatch", "mover_second", "other_second",
    "mine_at_risk", "theirs_at_risk", "wards", "hand_power", "hand_size", "open_sides",
    "summon_abilities", "power_changes", "settled", "constant"};

/* weights in 1/FEAT_ONE of a hundredth of a Momon, a row per number of empty squares */
static int32_t fitted[FEAT_ROWS][NFEAT];
static int have_fitted = 0;

static int turns_left(const State *s, int p)
{
    int left = TURNS_PER_PLAYER - s->turns[p];
    if (p == s->turn_player && s->stage != ST_SUMMON && s->stage != ST_TURN_START)
        left--; /* the turn in progress has made its Summon */
    if (left > s->nhand[p])
        left = s->nhand[p];
    return left < 0 ? 0 : left;
}

/* A card whose "summoned" abilities reach the opponent's cards (P11.2). */
static int summon_reaches(const Setup *S, int c)
{
    int i;
    for (i = 0; i < S->trig_n[c][T_SUMMONED]; i++) {
        const Spec *sp = &S->spec[c][S->trig_k[c][T_SUMMONED][i]];
        int enemy = sp->target == G_ADJ_ENEMY || sp->target == G_CHOSEN_ADJ_ENEMY ||
                    sp->target == G_CHOSEN_ENEMY;
        if (sp->effect == E_SUMMON)
            return 1;
        if (enemy && (sp->effect == E_SNATCH || sp->effect == E_TO_VOID ||
                      sp->effect == E_TO_HAND || (sp->effect == E_POWER && sp->amount < 0)))
            return 1;
    }
    return 0;
}

static void features(const Setup *S, const State *s, int seat, int *F)
{
    int opp = 1 - seat, sq, i, first, second;
    uint16_t empty = 0, of_first = 0, of_second = 0, warded = 0, seers[16];
    uint16_t exposed_first = 0, exposed_second = 0;
    int pw[16];
    const int *pwp = NULL;
    int g1 = 0, g2 = 0, n1 = 0, n2 = 0;
    memset(F, 0, NFEAT * sizeof(int));
    first = s->pend_kind == P_NONE ? seat : s->pend_player;
    second = 1 - first;
    if (s->cont_sq || s->nmods) {
        arena_powers(S, s, pw);
        pwp = pw;
    }
    for (sq = 0; sq < 16; sq++) {
        int c = s->board[sq], sign;
        if (c < 0) {
            empty |= (uint16_t)(1u << sq);
            continue;
        }
        sign = s->ctrl[c] == seat ? 1 : -1;
        if (S->momon[c])
            F[0] += sign;
        F[8] += sign * s->wards[c];
        if (s->ctrl[c] == first)
            of_first |= (uint16_t)(1u << sq);
        else
            of_second |= (uint16_t)(1u << sq);
        if (s->wards[c])
            warded |= (uint16_t)(1u << sq);
    }
    for (sq = 0; sq < 16; sq++) {
        int c = s->board[sq];
        if (c < 0)
            continue;
        if (S->blind[c][sq] & empty)
            F[11] += s->ctrl[c] == seat ? 1 : -1;
        /* a Momon with no empty square beside it: no Summon can reach it any more
         * (P10.2), only an ability */
        if (S->momon[c] && !(neighbour_mask[sq] & empty))
            F[14] += s->ctrl[c] == seat ? 1 : -1;
    }
    F[1] = turns_left(s, seat) - turns_left(s, opp);
    if (empty) {
        all_seers(S, s, seers);
        if (s->nhand[first])
            g1 = scan(S, s, first, empty, pwp, &exposed_second, of_second, warded, seers, &n1);
        if (s->nhand[second])
            g2 = scan(S, s, second, empty, pwp, &exposed_first, of_first, warded, seers, &n2);
    }
    F[2] = (first == seat ? g1 : -g1) / 2;
    F[3] = (second == seat ? g2 : -g2) / 2;
    F[4] = (first == seat ? n1 : -n1) / 2;
    F[5] = (second == seat ? n2 : -n2) / 2;
    {
        uint16_t mine = first == seat ? exposed_first : exposed_second;
        uint16_t theirs = first == seat ? exposed_second : exposed_first;
        F[6] = popcount16(mine);
        F[7] = popcount16(theirs);
    }
    for (i = 0; i < s->nhand[seat]; i++) {
        F[9] += S->printed[s->hand[seat][i]];
        F[12] += summon_reaches(S, s->hand[seat][i]);
    }
    for (i = 0; i < s->nhand[opp]; i++) {
        F[9] -= S->printed[s->hand[opp][i]];
        F[12] -= summon_reaches(S, s->hand[opp][i]);
    }
    F[10] = s->nhand[seat] - s->nhand[opp];
    {
        const Mod *m = STATE_MODS(s);
        for (i = 0; i < s->nmods; i++)
            if (m[i].dur != D_PERMANENT)
                F[13] += s->ctrl[m[i].card] == seat ? m[i].amount : -m[i].amount;
    }
    F[15] = 1;
}

static int evaluate_fitted(const Setup *S, const State *s, int seat)
{
    int F[NFEAT], i, empties = 0;
    long long v = 0;
    for (i = 0; i < 16; i++)
        if (s->board[i] < 0)
            empties++;
    features(S, s, seat, F);
    for (i = 0; i < NFEAT; i++)
        v += (long long)fitted[empties][i] * F[i];
    v /= FEAT_ONE;
    if (v > WIN / 4)
        v = WIN / 4;
    if (v < -WIN / 4)
        v = -WIN / 4;
    return (int)v;
}

/* ------------------------------------------------------------------ move ordering */

static int same_move(const Setup *S, const Move *m, const int16_t *k)
{
    if (m->kind != k[0])
        return 0;
    if (m->kind == A_SUMMON)
        return m->b == k[2] && S->kind[m->a] == k[1];
    return m->a == k[1];
}

/* The legal answers of the position on `ply`, most promising first: the table's move,
 * then the killers, then Summons by what they snatch at once and by the history of
 * cut-offs, less the empty neighbours the card cannot see. */
static uint16_t empty_mask(const State *s)
{
    uint16_t e = 0;
    int i;
    for (i = 0; i < 16; i++)
        if (s->board[i] < 0)
            e |= (uint16_t)(1u << i);
    return e;
}

/* The table's move (hit) among the n answers in mv: its index, or -1. */
static int table_move(const Setup *S, const Move *mv, int n, const TTEntry *hit)
{
    int i;
    if (hit == NULL || !hit->used)
        return -1;
    for (i = 0; i < n; i++) {
        const Move *m = &mv[i];
        if (m->kind == hit->mkind &&
            (m->kind == A_SUMMON ? (S->kind[m->a] == hit->ma && m->b == hit->mb)
                                 : m->a == hit->ma))
            return i;
    }
    return -1;
}

/* The legal answers of the position on `ply` into sr->moves[ply], in the order the
 * rules list them, not yet scored. */
static int generate_moves(Search *sr, int ply)
{
    int16_t raw[MAXANSWERS][3];
    Move *mv = sr->moves[ply];
    int n = legal_answers(sr->S, sr->stack[ply], raw), i;
    for (i = 0; i < n; i++) {
        mv[i].kind = raw[i][0];
        mv[i].a = raw[i][1];
        mv[i].b = raw[i][2];
        mv[i].score = 0;
    }
    return n;
}

/* Score the answers mv[from..n) of the position on `ply`, most promising highest: the
 * table's move, then the killers, then Summons by what they snatch at once and by the
 * history of cut-offs, less the empty neighbours the card cannot see; with
 * `deep_order`, by the value of the position just after them instead. */
static void score_moves(Search *sr, int ply, int from, int n, const TTEntry *hit,
                        int deep_order)
{
    const Setup *S = sr->S;
    const State *s = sr->stack[ply];
    Move *mv = sr->moves[ply];
    int i;
    int pw[16];
    const int *pwp = NULL;
    /* the powers on the Arena are worked out once, at the first face-off met */
    int need_powers = s->pend_kind <= P_EFFECT_SUMMON && (s->cont_sq || s->nmods);
    uint16_t empty = 0, enemy = 0, warded = 0;
    int seat = s->pend_player;
    if (from >= n)
        return;
    for (i = 0; i < 16; i++) {
        int c = s->board[i];
        if (c < 0)
            empty |= (uint16_t)(1u << i);
        else {
            if (s->ctrl[c] != seat)
                enemy |= (uint16_t)(1u << i);
            if (s->wards[c])
                warded |= (uint16_t)(1u << i);
        }
    }
    for (i = from; i < n; i++) {
        Move *m = &mv[i];
        int score = 0;
        if (m->kind == A_SUMMON) {
            int hist = sr->history[seat][S->kind[m->a] % MAXN][m->b] >> 4, gain = 0;
            uint16_t targets = S->sight_mask[m->a][m->b] & enemy, took;
            if (targets) {
                uint16_t face = facing(S, s, m->b, targets);
                if (face && need_powers) {
                    arena_powers(S, s, pw);
                    pwp = pw;
                    need_powers = 0;
                }
                gain = snatch_gain(S, s, m->a, m->b, targets, face, pwp, warded, &took);
            }
            score = 100 * gain - 12 * popcount16(S->blind[m->a][m->b] & empty);
            score += hist > 40 ? 40 : hist;
            if (same_move(S, m, sr->killer[ply][0]) || same_move(S, m, sr->killer[ply][1]))
                score += 50;
        } else if (m->kind == A_YESNO) {
            score = m->a;
        }
        if (deep_order) {
            /* far from the leaves: what the position is worth just after the answer
             * (the value it leads to if the game ends) orders the answers */
            State *c = sr->stack[ply + 1];
            if (state_fits(c, s)) {
                state_copy(c, s);
                sr->nodes++;
                if (search_play(sr, c, m) == OK) {
                    if (c->res_set)
                        score = terminal_value(c, seat);
                    else if (c->pend_player == seat)
                        score = evaluate(S, c, seat, &sr->w);
                    else
                        score = -evaluate(S, c, c->pend_player, &sr->w);
                }
            }
        }
        if (hit != NULL && hit->used && m->kind == hit->mkind &&
            (m->kind == A_SUMMON ? (S->kind[m->a] == hit->ma && m->b == hit->mb)
                                 : m->a == hit->ma))
            score = 1 << 28;
        m->score = score;
    }
}

/* The legal answers of the position on `ply`, scored (score_moves) and, with `sort`,
 * sorted highest first (ties keep the rules' order). */
static int ordered_moves(Search *sr, int ply, const TTEntry *hit, int deep_order, int sort)
{
    Move *mv = sr->moves[ply];
    int n = generate_moves(sr, ply), i, j;
    score_moves(sr, ply, 0, n, hit, deep_order);
    if (sort)
        /* insertion sort, highest score first; ties keep generation order */
        for (i = 1; i < n; i++) {
            Move t = mv[i];
            for (j = i; j > 0 && mv[j - 1].score < t.score; j--)
                mv[j] = mv[j - 1];
            mv[j] = t;
        }
    return n;
}

/* Bring the best of mv[i..n) to place i, the first of equals, keeping the others in
 * their order: the answers come out as a stable sort would give them, but a node cut
 * off early never sorts the rest. */
static void pick_next(Move *mv, int i, int n)
{
    int j, best = i;
    for (j = i + 1; j < n; j++)
        if (mv[j].score > mv[best].score)
            best = j;
    if (best != i) {
        Move t = mv[best];
        memmove(mv + i + 1, mv + i, (size_t)(best - i) * sizeof(Move));
        mv[i] = t;
    }
}

/* ------------------------------------------------------------------ negamax */

static int negamax(Search *sr, int ply, int depth, int alpha, int beta);

/* The value for the player deciding on `ply` of answering `m` and searching on. */
static int child_value(Search *sr, int ply, const Move *m, int depth, int alpha, int beta)
{
    State *s = sr->stack[ply], *c = sr->stack[ply + 1];
    int me = s->pend_player, err, next;
    /* A choice or a yes/no goes on inside the same step: only Summons use up depth. */
    int d = m->kind == A_SUMMON ? depth - 1 : depth;
    if (!state_fits(c, s)) {
        sr->overflow = 1;
        sr->aborted = 1;
        return 0;
    }
    state_copy(c, s);
    sr->nodes++;
    err = search_play(sr, c, m);
    if (err == E_STOP)
        return 0;
    if (err) {
        sr->overflow = 1;
        sr->aborted = 1;
        return 0;
    }
    if (c->res_set)
        return terminal_value(c, me);
    next = c->pend_player;
    if (next == me)
        return negamax(sr, ply + 1, d, alpha, beta);
    return -negamax(sr, ply + 1, d, -beta, -alpha);
}

static int negamax(Search *sr, int ply, int depth, int alpha, int beta)
{
    const Setup *S = sr->S;
    State *s = sr->stack[ply];
    int me = s->pend_player, n, i, best = -INF, alpha0 = alpha, outer_cut, flag, scored;
    uint64_t h;
    TTEntry *e;
    const Move *best_move = NULL;
    long long nodes_before = sr->nodes;
    if (WORK(sr) >= sr->budget || past_cpu_stop(sr)) {
        sr->aborted = 1;
        return 0;
    }
    if (depth <= 0 || ply >= MAXPLY) {
        sr->cut = 1;
        sr->evals++;
        if (sr->fitted)
            return evaluate_fitted(S, s, me);
        return evaluate(S, s, me, &sr->w);
    }
    sr->expansions++;
    h = state_hash(S, s);
    e = &sr->tt[h & sr->tt_mask & ~(uint64_t)1];
    if (!(e->used && e->key == h))
        e++;
    if (e->used && e->key == h) {
        if (e->depth >= depth &&
            (e->flag == F_EXACT || (e->flag == F_LOWER && e->value >= beta) ||
             (e->flag == F_UPPER && e->value <= alpha))) {
            if (e->cut)
                sr->cut = 1;
            return e->value;
        }
    } else {
        e = NULL;
    }
    n = generate_moves(sr, ply);
    /* the table's move is searched first, before the others are scored: a cut-off
     * there spares their ordering */
    scored = table_move(S, sr->moves[ply], n, e);
    if (scored > 0) {
        Move t = sr->moves[ply][scored];
        memmove(sr->moves[ply] + 1, sr->moves[ply], (size_t)scored * sizeof(Move));
        sr->moves[ply][0] = t;
    }
    scored = scored >= 0 ? 1 : 0;
    outer_cut = sr->cut;
    sr->cut = 0;
    for (i = 0; i < n; i++) {
        const Move *m = &sr->moves[ply][i];
        int v;
        if (i == scored)
            score_moves(sr, ply, i, n, NULL,
                        depth >= sr->order_depth &&
                            popcount16(empty_mask(s)) >= sr->order_empties);
        if (i >= scored)
            pick_next(sr->moves[ply], i, n);
        /* late move pruning near the horizon: past the first lmp answers a decision
         * from it (more a decision further), a quiet Summon is not searched (the answers
         * come best-scored first, so every one after it is quiet too) */
        if (sr->lmp && i >= sr->lmp * depth && depth <= 2 && m->kind == A_SUMMON &&
            m->score <= 0) {
            sr->cut = 1;
            break;
        }
        if (i == 0) {
            v = child_value(sr, ply, m, depth, alpha, beta);
        } else {
            /* late move reductions: a quiet Summon far down the order is first searched
             * one decision less deep, and again at full depth only if it beats alpha */
            int reduced = sr->lmr && i >= sr->lmr && depth >= 3 && depth < DEEP / 2 &&
                          m->kind == A_SUMMON &&
                          (m->score <= 0 || (sr->lmrs && i >= sr->lmrs));
            v = alpha + 1;
            if (reduced)
                v = child_value(sr, ply, m,
                                depth - (sr->lmr2 && i >= sr->lmr2 && depth >= 4 ? 2 : 1),
                                alpha, alpha + 1);
            /* principal variation search: a null window first */
            if (!sr->aborted && v > alpha)
                v = child_value(sr, ply, m, depth, alpha, alpha + 1);
            if (!sr->aborted && v > alpha && v < beta)
                v = child_value(sr, ply, m, depth, alpha, beta);
        }
        if (sr->aborted)
            return 0;
        if (v > best) {
            best = v;
            best_move = m;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) {
                    if (m->kind == A_SUMMON) {
                        int16_t *k0 = sr->killer[ply][0];
                        if (!same_move(S, m, k0)) {
                            memcpy(sr->killer[ply][1], k0, sizeof(int16_t) * 3);
                            k0[0] = A_SUMMON;
                            k0[1] = S->kind[m->a];
                            k0[2] = m->b;
                        }
                        sr->history[me][S->kind[m->a] % MAXN][m->b] += depth * depth;
                    }
                    break;
                }
            }
        }
    }
    flag = best <= alpha0 ? F_UPPER : (best >= beta ? F_LOWER : F_EXACT);
    e = &sr->tt[h & sr->tt_mask & ~(uint64_t)1];
    {
        uint32_t size = (uint32_t)(sr->nodes - nodes_before > 0xFFFFFFFFLL
                                       ? 0xFFFFFFFFLL
                                       : sr->nodes - nodes_before);
        if (e->used && e->key != h && e->size > size)
            e++;
        e->size = size;
    }
    e->key = h;
    e->value = best;
    /* a subtree searched to the end of the game holds for any depth */
    e->depth = (int16_t)(sr->cut ? depth : DEEP);
    e->flag = (uint8_t)flag;
    e->cut = (uint8_t)(sr->cut ? 1 : 0);
    e->used = 1;
    if (best_move != NULL) {
        e->mkind = (uint8_t)best_move->kind;
        e->ma = (uint8_t)(best_move->kind == A_SUMMON ? S->kind[best_move->a] : best_move->a);
        e->mb = (uint8_t)best_move->b;
    }
    sr->cut = outer_cut || sr->cut;
    return best;
}

/* ------------------------------------------------------------------ the root */

typedef struct {
    Move best;
    int value, depth, exact, found;
    /* per root answer: value at the last finished depth (INF-1 when not searched) */
    int nroot;
    Move root[MAXANSWERS];
    int root_value[MAXANSWERS];
} RootResult;

static int search_init(Search *sr, const Setup *S, const State *root, int tt_bits)
{
    int i;
    memset(sr, 0, sizeof(Search));
    sr->S = S;
    ctx_init(&sr->ctx, S);
    for (i = 0; i < MAXPLY + 2; i++) {
        /* room for what chains of abilities build up; a position that outgrows it is
         * left to the Python search (OverflowError) */
        int mcap = root->nmods + 2048, qcap = (root->qtail - root->qhead) + 8192;
        sr->stack[i] = state_alloc(mcap, qcap);
        if (sr->stack[i] == NULL)
            return E_NOMEM;
    }
    state_copy(sr->stack[0], root);
    sr->tt = (TTEntry *)calloc((size_t)1 << tt_bits, sizeof(TTEntry));
    if (sr->tt == NULL)
        return E_NOMEM;
    sr->tt_mask = ((uint64_t)1 << tt_bits) - 1;
    sr->w.control = 100;
    sr->w.threat = 80;
    sr->w.reply = 30;
    sr->w.at_risk = 18;
    sr->w.target = 10;
    sr->w.ward = 25;
    sr->w.hand_power = 2;
    sr->order_depth = 1000;
    sr->order_empties = 16;
    return OK;
}

static void search_free(Search *sr)
{
    int i;
    for (i = 0; i < MAXPLY + 2; i++)
        free(sr->stack[i]);
    free(sr->tt);
    ctx_free(&sr->ctx);
}

/* One iteration at the root: every answer in `order` with depth `depth`; returns 0 if
 * the budget ran out before the first answer was searched. */
static int root_iteration(Search *sr, Move *order, int n, int depth, int alpha_in, int beta,
                          RootResult *r)
{
    int i, alpha = alpha_in, got = 0, bi = 0;
    int best = -INF;
    for (i = 0; i < n; i++) {
        int v;
        if (i == 0 || r->nroot) {
            v = child_value(sr, 0, &order[i], depth, r->nroot ? -INF : alpha, beta);
        } else {
            v = child_value(sr, 0, &order[i], depth, alpha, alpha + 1);
            if (!sr->aborted && v > alpha && v < beta)
                v = child_value(sr, 0, &order[i], depth, alpha, beta);
        }
        if (sr->aborted)
            break;
        if (r->nroot)
            r->root_value[i] = v;
        got = 1;
        if (v > best) {
            best = v;
            bi = i;
            if (v > alpha)
                alpha = v;
        }
    }
    if (!got)
        return 0;
    r->best = order[bi];
    r->value = best;
    r->found = 1;
    /* the best answer first in the next iteration (values of every answer stay beside
     * their answers, so an unfinished iteration of them reorders nothing) */
    if (bi && !(sr->aborted && r->nroot)) {
        Move t = order[bi];
        int tv = r->nroot ? r->root_value[bi] : 0;
        memmove(order + 1, order, (size_t)bi * sizeof(Move));
        order[0] = t;
        if (r->nroot) {
            memmove(r->root_value + 1, r->root_value, (size_t)bi * sizeof(int));
            r->root_value[0] = tv;
        }
    }
    return 1;
}

/* A null-window search at the root: the value of the best answer if it is below
 * `beta` (an upper bound), else a value of at least `beta` and the answer that reaches
 * it in *bi. */
static int root_null(Search *sr, const Move *order, int n, int depth, int beta, int *bi)
{
    int i, best = -INF;
    *bi = -1;
    for (i = 0; i < n; i++) {
        int v = child_value(sr, 0, &order[i], depth, beta - 1, beta);
        if (sr->aborted)
            return best;
        if (v > best) {
            best = v;
            *bi = i;
            if (v >= beta)
                break;
        }
    }
    return best;
}

static int mtdf_from(Search *sr, Move *order, int n, int depth, int g, int lo, int hi,
                     RootResult *r, int *improved);

/* MTD(f): the exact value of the root by null-window searches, from the guess `g`
 * (bounds kept in the transposition table).  Returns 1 when it converged within the
 * budget; r then holds the best answer and its value (exact if no position was cut). */
static int mtdf(Search *sr, Move *order, int n, int depth, int g, RootResult *r)
{
    return mtdf_from(sr, order, n, depth, g, -INF, INF, r, NULL);
}

/* MTD(f) as above, with `lo` a lower bound and `hi` an upper bound already known (a
 * proven win's value, the bound of a proof that no answer wins); when the budget runs
 * out, *improved (if given) tells whether r holds an answer with a lower bound found
 * better than `lo` (r->value that bound). */
static int mtdf_from(Search *sr, Move *order, int n, int depth, int g, int lo, int hi,
                     RootResult *r, int *improved)
{
    int best_i = -1, lo0 = lo;
    sr->cut = 0;
    if (improved != NULL)
        *improved = 0;
    while (lo < hi) {
        int beta = g <= lo ? lo + 1 : g, bi;
        g = root_null(sr, order, n, depth, beta, &bi);
        if (sr->aborted) {
            if (improved != NULL && best_i >= 0 && lo > lo0) {
                r->best = order[0];
                r->value = lo;
                r->found = 1;
                r->depth = depth;
                r->exact = 0;
                *improved = 1;
            }
            return 0;
        }
        if (g < beta) {
            hi = g;
        } else {
            lo = g;
            best_i = bi;
            if (bi > 0) {
                Move t = order[bi];
                memmove(order + 1, order, (size_t)bi * sizeof(Move));
                order[0] = t;
            }
            best_i = 0;
        }
    }
    if (best_i < 0) {
        /* every answer is worth the same upper bound that was reached: the first */
        best_i = 0;
    }
    r->best = order[best_i];
    r->value = lo > -INF ? lo : hi;
    r->found = 1;
    r->depth = depth;
    r->exact = !sr->cut;
    return 1;
}

/* Is there an answer that wins (7.3.2, 7.3.3) whatever the opponent does?  A
 * null-window search to the end of the game at the least value of a win; 1 with the
 * answer in r, -1 when every answer is proven not to win (r->value then an upper bound of
 * the root's value, r->found 0), 0 when the budget ran out. */
static int prove_win(Search *sr, Move *order, int n, RootResult *r)
{
    int bi, g;
    sr->cut = 0;
    g = root_null(sr, order, n, DEEP, WIN / 2, &bi);
    if (sr->aborted)
        return 0;
    if (g >= WIN / 2 && bi >= 0) {
        r->best = order[bi];
        r->value = g;
        r->found = 1;
        r->depth = DEEP;
        r->exact = 0;
        return 1;
    }
    if (sr->cut)
        return 0;
    r->value = g;
    return -1;
}

/* Iterative deepening from depth 1 until an iteration is exact (no position was cut by
 * the horizon) or the budget runs out.  With `all_values`, every root answer is
 * searched with a full window, so each gets its own value. */
static void iterate(Search *sr, Move *order, int n, int first_depth, int max_depth,
                    int all_values, RootResult *r)
{
    int depth;
    r->found = 0;
    r->exact = 0;
    r->nroot = all_values ? n : 0;
    for (depth = first_depth; depth <= max_depth; depth++) {
        RootResult trial = *r;
        int complete;
        sr->cut = 0;
        if (!root_iteration(sr, order, n, depth, -INF, INF, &trial))
            break;
        complete = !sr->aborted;
        if (complete || !all_values) {
            /* an interrupted iteration still proved its best answer at least as good as
             * the one searched first, the previous best */
            int keep_nroot = r->nroot;
            *r = trial;
            r->nroot = keep_nroot;
            r->depth = depth;
        }
        if (!complete)
            break;
        if (!sr->cut) {
            r->exact = 1;
            break;
        }
    }
    if (r->nroot) {
        int i;
        for (i = 0; i < n; i++)
            r->root[i] = order[i];
    }
}

/* ------------------------------------------------------------------ building a setup */

/* Derive what game.Setup precomputes from the cards themselves (the same formulas). */
static void setup_derive(Setup *S)
{
    int c, k, p;
    S->low_printed = 0;
    S->power_step = 0;
    S->ability_radix = 1;
    S->ngs = 0;
    S->ntt[0] = S->ntt[1] = 0;
    for (c = 0; c < S->n; c++) {
        int has_ts = 0, has_eot = 0, lowers = 0;
        memset(S->trig_n[c], 0, sizeof(S->trig_n[c]));
        for (k = 0; k < S->nab[c]; k++) {
            const Spec *sp = &S->spec[c][k];
            S->trig_k[c][sp->trigger][S->trig_n[c][sp->trigger]++] = (uint8_t)k;
            if (sp->effect == E_POWER) {
                int a = sp->amount < 0 ? -sp->amount : sp->amount;
                if (a > S->power_step)
                    S->power_step = a;
            }
        }
        if (S->nab[c] + 1 > S->ability_radix)
            S->ability_radix = S->nab[c] + 1;
        has_ts = S->trig_n[c][T_TURN_START] > 0;
        has_eot = S->trig_n[c][T_END_OF_TURN] > 0;
        /* P11.6 can only put a card into the Void once something brings its power to
         * 0 or below: a subtraction, or a value of 0 or less set.  A value above 0 set
         * cannot, alone or with additions above 0 (game.Setup counts every set value,
         * which makes it look at more cards, never at other results). */
        S->drop[c] = 0;
        S->set_low[c] = SET_NONE;
        for (k = 0; k < S->ncont[c]; k++) {
            const Cont *ab = &S->cont[c][k];
            if ((ab->kind == C_POWER && ab->amount < 0) || (ab->kind == C_SET && ab->value <= 0))
                lowers = 1;
            if (ab->kind == C_SET) {
                if (ab->value < S->set_low[c])
                    S->set_low[c] = ab->value;
            } else if (ab->amount < 0) {
                S->drop[c] -= ab->amount;
            }
        }
        S->has_ts[c] = (uint8_t)has_ts;
        S->has_eot[c] = (uint8_t)has_eot;
        S->lowers[c] = (uint8_t)lowers;
        S->counted[c] = (uint8_t)(lowers || has_ts || has_eot);
        if (S->printed[c] <= 0)
            S->low_printed = 1;
        if (has_ts)
            S->tt[0][S->ntt[0]++] = (uint8_t)c;
        if (has_eot)
            S->tt[1][S->ntt[1]++] = (uint8_t)c;
        S->plain[c] = (uint8_t)(S->nab[c] == 0 && S->ncont[c] == 0);
        {
            int pw = S->printed[c], setv = -1, add = 0;
            for (k = 0; k < S->ncont[c]; k++) {
                const Cont *ab = &S->cont[c][k];
                if (ab->affects != A_SELF)
                    continue;
                if (ab->kind == C_SET) {
                    if (ab->value > setv)
                        setv = ab->value;
                } else {
                    add += ab->amount;
                }
            }
            S->place_power[c] = (setv >= 0 ? setv : pw) + add;
        }
        {
            int e;
            for (e = 0; e < 16; e++)
                S->blind[c][e] = (uint16_t)(neighbour_mask[e] & ~S->sight_mask[c][e]);
        }
    }
    /* 6.9, P11.2, PD.1: the first player's game-start abilities, then the second's,
     * each in Hand order (the deck order). */
    for (p = 0; p < 2; p++) {
        int lo = p == 0 ? 0 : S->n0, hi = p == 0 ? S->n0 : S->n, place;
        for (c = lo, place = 0; c < hi; c++, place++)
            for (k = 0; k < S->trig_n[c][T_GAME_START]; k++) {
                S->gs[S->ngs][0] = S->owner[c];
                S->gs[S->ngs][1] = (uint8_t)place;
                S->gs[S->ngs][2] = S->trig_k[c][T_GAME_START][k];
                S->gs[S->ngs][3] = (uint8_t)c;
                S->ngs++;
            }
    }
}

/* ------------------------------------------------------------------ Python objects */

typedef struct {
    PyObject_HEAD
    Setup S;
} RulesObject;

typedef struct {
    PyObject_HEAD
    RulesObject *rules;
    State *s;
} GameObject;

static PyTypeObject RulesType;
static PyTypeObject GameType;

static int get_int(PyObject *seq, Py_ssize_t i, long lo, long hi, long *out)
{
    PyObject *item = PySequence_GetItem(seq, i);
    long v;
    if (item == NULL)
        return -1;
    v = PyLong_AsLong(item);
    Py_DECREF(item);
    if (v == -1 && PyErr_Occurred())
        return -1;
    if (v < lo || v > hi) {
        PyErr_Format(PyExc_ValueError, "value %ld out of range %ld..%ld", v, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

/* Read a sequence of exactly `count` ints within [lo, hi] into `out` (as longs). */
static int get_ints(PyObject *obj, Py_ssize_t count, long lo, long hi, long *out)
{
    PyObject *seq = PySequence_Fast(obj, "expected a sequence");
    Py_ssize_t i, n;
    if (seq == NULL)
        return -1;
    n = PySequence_Fast_GET_SIZE(seq);
    if (count >= 0 && n != count) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "expected %zd values, got %zd", count, n);
        return -1;
    }
    for (i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (v < lo || v > hi) {
            Py_DECREF(seq);
            PyErr_Format(PyExc_ValueError, "value %ld out of range %ld..%ld", v, lo, hi);
            return -1;
        }
        out[i] = v;
    }
    Py_DECREF(seq);
    return (int)n;
}

/* Rules(n0, owner, printed, momon, key, has_copy, sight, abilities, continuous, kind)
 *   sight: per instance, 16 sequences of the squares in sight (clockwise from F);
 *   abilities: per instance, sequences of (trigger, effect, target, amount, duration,
 *     face_up, optional, on_own, on_other);
 *   continuous: per instance, sequences of (kind, affects, amount, value). */
static int Rules_init(RulesObject *self, PyObject *args, PyObject *kw)
{
    PyObject *owner, *printed, *momon, *key, *has_copy, *sight, *abilities, *continuous, *kind;
    int n0;
    long buf[MAXN];
    Py_ssize_t n, c;
    Setup *S = &self->S;
    (void)kw;
    if (!PyArg_ParseTuple(args, "iOOOOOOOOO", &n0, &owner, &printed, &momon, &key, &has_copy,
                          &sight, &abilities, &continuous, &kind))
        return -1;
    n = PySequence_Size(owner);
    if (n < 0)
        return -1;
    if (n < 2 || n > MAXN || n0 < 1 || n0 >= n) {
        PyErr_SetString(PyExc_ValueError, "the native engine holds 2 to 64 cards in all");
        return -1;
    }
    memset(S, 0, sizeof(Setup));
    S->n = (int)n;
    S->n0 = n0;
    if (get_ints(owner, n, 0, 1, buf) < 0)
        return -1;
    for (c = 0; c < n; c++)
        S->owner[c] = (uint8_t)buf[c];
    if (get_ints(printed, n, -100000, 100000, buf) < 0)
        return -1;
    for (c = 0; c < n; c++)
        S->printed[c] = (int32_t)buf[c];
    if (get_ints(momon, n, 0, 1, buf) < 0)
        return -1;
    for (c = 0; c < n; c++)
        S->momon[c] = (uint8_t)buf[c];
    if (get_ints(key, n, 0, MAXN - 1, buf) < 0)
        return -1;
    for (c = 0; c < n; c++)
        S->key[c] = (uint8_t)buf[c];
    if (get_ints(kind, n, 0, MAXN - 1, buf) < 0)
        return -1;
    for (c = 0; c < n; c++)
        S->kind[c] = (uint8_t)buf[c];
    if (get_ints(has_copy, n, 0, 1, buf) < 0)
        return -1;
    for (c = 0; c < n; c++)
        S->has_copy[c] = (uint8_t)buf[c];
    if (PySequence_Size(sight) != n || PySequence_Size(abilities) != n ||
        PySequence_Size(continuous) != n) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "one entry per card is expected");
        return -1;
    }
    for (c = 0; c < n; c++) {
        PyObject *per = PySequence_GetItem(sight, c), *abl, *con;
        Py_ssize_t sq, k, m;
        if (per == NULL)
            return -1;
        if (PySequence_Size(per) != 16) {
            Py_DECREF(per);
            PyErr_SetString(PyExc_ValueError, "sight: 16 squares per card");
            return -1;
        }
        for (sq = 0; sq < 16; sq++) {
            PyObject *row = PySequence_GetItem(per, sq);
            int got, i;
            uint16_t mask = 0;
            if (row == NULL) {
                Py_DECREF(per);
                return -1;
            }
            got = get_ints(row, -1, 0, 15, buf);
            Py_DECREF(row);
            if (got < 0 || got > 8) {
                Py_DECREF(per);
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "sight: at most 8 squares");
                return -1;
            }
            S->sight_n[c][sq] = (uint8_t)got;
            for (i = 0; i < got; i++) {
                S->sight_sq[c][sq][i] = (uint8_t)buf[i];
                mask |= (uint16_t)(1u << buf[i]);
            }
            S->sight_mask[c][sq] = mask;
        }
        Py_DECREF(per);
        abl = PySequence_GetItem(abilities, c);
        if (abl == NULL)
            return -1;
        m = PySequence_Size(abl);
        if (m < 0 || m > MAXAB) {
            Py_DECREF(abl);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "at most 8 abilities a card");
            return -1;
        }
        S->nab[c] = (uint8_t)m;
        for (k = 0; k < m; k++) {
            PyObject *t = PySequence_GetItem(abl, k);
            long v[9];
            Spec *sp = &S->spec[c][k];
            int got;
            if (t == NULL) {
                Py_DECREF(abl);
                return -1;
            }
            got = get_ints(t, 9, -100000, 100000, v);
            Py_DECREF(t);
            if (got < 0) {
                Py_DECREF(abl);
                return -1;
            }
            if (v[0] < 0 || v[0] >= NTRIG || v[1] < 0 || v[1] > E_REVEAL || v[2] < G_NONE ||
                v[2] > G_CHOSEN_ENEMY || v[4] < 0 || v[4] > D_PERMANENT) {
                Py_DECREF(abl);
                PyErr_SetString(PyExc_ValueError, "an ability out of the vocabulary");
                return -1;
            }
            sp->trigger = (int8_t)v[0];
            sp->effect = (int8_t)v[1];
            sp->target = (int8_t)v[2];
            sp->amount = (int32_t)v[3];
            sp->duration = (int8_t)v[4];
            sp->face_up = (int8_t)(v[5] != 0);
            sp->optional = (int8_t)(v[6] != 0);
            sp->on_own = (uint8_t)(v[7] != 0);
            sp->on_other = (uint8_t)(v[8] != 0);
        }
        Py_DECREF(abl);
        con = PySequence_GetItem(continuous, c);
        if (con == NULL)
            return -1;
        m = PySequence_Size(con);
        if (m < 0 || m > MAXAB) {
            Py_DECREF(con);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "at most 8 abilities a card");
            return -1;
        }
        S->ncont[c] = (uint8_t)m;
        for (k = 0; k < m; k++) {
            PyObject *t = PySequence_GetItem(con, k);
            long v[4];
            int got;
            if (t == NULL) {
                Py_DECREF(con);
                return -1;
            }
            got = get_ints(t, 4, -100000, 100000, v);
            Py_DECREF(t);
            if (got < 0) {
                Py_DECREF(con);
                return -1;
            }
            if (v[0] < 0 || v[0] > C_SET || v[1] < 0 || v[1] > A_ENEMIES) {
                Py_DECREF(con);
                PyErr_SetString(PyExc_ValueError, "a continuous ability out of the vocabulary");
                return -1;
            }
            S->cont[c][k].kind = (int8_t)v[0];
            S->cont[c][k].affects = (int8_t)v[1];
            S->cont[c][k].amount = (int32_t)v[2];
            S->cont[c][k].value = (int32_t)v[3];
        }
        Py_DECREF(con);
    }
    setup_derive(S);
    return 0;
}

static PyTypeObject RulesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "momon_desktop.ai._fullrules.Rules",
    .tp_basicsize = sizeof(RulesObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Rules_init,
    .tp_doc = "The two decks of a game, compiled for the native engine.",
};

/* ------------------------------------------------------------------ reading a state */

/* A queue entry from (event, controller, place, ability, source, incarnation, square). */
static int read_entry(const Setup *S, PyObject *obj, QEntry *q)
{
    long v[7];
    if (get_ints(obj, 7, -2147483647L, 2147483647L, v) < 0)
        return -1;
    if (v[1] < 0 || v[1] > 1 || v[4] < 0 || v[4] >= S->n || v[3] < 0 || v[3] >= S->nab[v[4]] ||
        v[6] < -1 || v[6] > 15) {
        PyErr_SetString(PyExc_ValueError, "a Trigger Queue entry out of range");
        return -1;
    }
    q->c = (uint8_t)v[1];
    q->k = (uint8_t)v[3];
    q->src = (uint8_t)v[4];
    q->inc = (int32_t)v[5];
    q->sq = (int8_t)v[6];
    return 0;
}

#define STATE_FIELDS 30

/* Fill a new state from the tuple native.pack_state builds: game.Game._snapshot's
 * fields in its order (without the log and history lengths), then sbc_watch. */
static State *read_state(const Setup *S, PyObject *t, int mcap, int qcap)
{
    State *s = NULL;
    long buf[MAXN];
    PyObject *f[STATE_FIELDS];
    Py_ssize_t i, n = S->n;
    int got;
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != STATE_FIELDS) {
        PyErr_SetString(PyExc_ValueError, "a packed state is a tuple of 30 fields");
        return NULL;
    }
    for (i = 0; i < STATE_FIELDS; i++)
        f[i] = PyTuple_GET_ITEM(t, i);
    {
        Py_ssize_t nm = PySequence_Size(f[11]), nq = PySequence_Size(f[12]);
        if (nm < 0 || nq < 0)
            return NULL;
        if (nm > mcap)
            mcap = (int)nm;
        if (nq > qcap)
            qcap = (int)nq;
    }
    s = state_alloc(mcap, qcap);
    if (s == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    if (get_ints(f[0], 16, -1, n - 1, buf) < 0)
        goto fail;
    s->cont_sq = 0;
    for (i = 0; i < 16; i++) {
        s->board[i] = (int8_t)buf[i];
        if (buf[i] >= 0 && S->ncont[buf[i]])
            s->cont_sq |= (uint16_t)(1u << i);
    }
    if (get_ints(f[1], n, 0, 2, buf) < 0)
        goto fail;
    for (i = 0; i < n; i++)
        s->zone[i] = (uint8_t)buf[i];
    if (get_ints(f[2], n, -1, 15, buf) < 0)
        goto fail;
    for (i = 0; i < n; i++)
        s->pos[i] = (int8_t)buf[i];
    if (get_ints(f[3], n, 0, 1, buf) < 0)
        goto fail;
    for (i = 0; i < n; i++)
        s->ctrl[i] = (uint8_t)buf[i];
    if (get_ints(f[4], n, 0, WARD_LIMIT, buf) < 0)
        goto fail;
    for (i = 0; i < n; i++)
        s->wards[i] = (uint8_t)buf[i];
    if (get_ints(f[5], n, 0, 2147483647L, buf) < 0)
        goto fail;
    for (i = 0; i < n; i++)
        s->inc[i] = (int32_t)buf[i];
    if (get_ints(f[6], n, 0, 1, buf) < 0)
        goto fail;
    for (i = 0; i < n; i++)
        s->faceup[i] = (uint8_t)buf[i];
    for (i = 0; i < 2; i++) {
        Py_ssize_t j;
        got = get_ints(f[7 + i], -1, 0, n - 1, buf);
        if (got < 0)
            goto fail;
        for (j = 0; j < got; j++)
            s->hand[i][j] = (uint8_t)buf[j];
        s->nhand[i] = (uint8_t)got;
        got = get_ints(f[9 + i], -1, 0, n - 1, buf);
        if (got < 0)
            goto fail;
        for (j = 0; j < got; j++)
            s->voidp[i][j] = (uint8_t)buf[j];
        s->nvoid[i] = (uint8_t)got;
    }
    {
        Py_ssize_t nm = PySequence_Size(f[11]), j;
        for (j = 0; j < nm; j++) {
            PyObject *m = PySequence_GetItem(f[11], j);
            long v[4];
            if (m == NULL)
                goto fail;
            got = get_ints(m, 4, -100000, 100000, v);
            Py_DECREF(m);
            if (got < 0)
                goto fail;
            if (v[0] < 0 || v[0] >= n || v[2] < 0 || v[2] > D_PERMANENT || v[3] < 0 || v[3] > 1) {
                PyErr_SetString(PyExc_ValueError, "a power change out of range");
                goto fail;
            }
            STATE_MODS(s)[j].card = (uint8_t)v[0];
            STATE_MODS(s)[j].amount = (int32_t)v[1];
            STATE_MODS(s)[j].dur = (uint8_t)v[2];
            STATE_MODS(s)[j].c = (uint8_t)v[3];
        }
        s->nmods = (int32_t)nm;
    }
    {
        Py_ssize_t nq = PySequence_Size(f[12]), j;
        for (j = 0; j < nq; j++) {
            PyObject *e = PySequence_GetItem(f[12], j);
            int bad;
            if (e == NULL)
                goto fail;
            bad = read_entry(S, e, &STATE_QUEUE(s)[j]);
            Py_DECREF(e);
            if (bad)
                goto fail;
        }
        s->qhead = 0;
        s->qtail = (int32_t)nq;
    }
    if (get_ints(f[13], 2, 0, 1000000, buf) < 0)
        goto fail;
    s->turns[0] = (uint8_t)(buf[0] > 255 ? 255 : buf[0]);
    s->turns[1] = (uint8_t)(buf[1] > 255 ? 255 : buf[1]);
    {
        long v;
        PyObject *one = PyTuple_Pack(1, f[14]);
        if (one == NULL || get_int(one, 0, -1, 1, &v) < 0) {
            Py_XDECREF(one);
            goto fail;
        }
        Py_DECREF(one);
        s->turn_player = (int8_t)v;
    }
    {
        PyObject *sc = PyTuple_Pack(3, f[15], f[16], f[18]);
        long v[3];
        if (sc == NULL || get_ints(sc, 3, 0, 7, v) < 0) {
            Py_XDECREF(sc);
            goto fail;
        }
        Py_DECREF(sc);
        s->fpt = (uint8_t)v[0];
        s->stage = (uint8_t)v[1];
        s->arena_full = (uint8_t)(v[2] != 0);
    }
    if (f[17] == Py_None) {
        s->ts_card = -1;
    } else {
        long v[3];
        if (get_ints(f[17], 3, 0, 2147483647L, v) < 0)
            goto fail;
        s->ts_card = (int8_t)v[0];
        s->ts_inc = (int32_t)v[1];
        s->ts_player = (uint8_t)v[2];
    }
    s->rng = PyLong_AsUnsignedLongLongMask(f[19]);
    if (PyErr_Occurred())
        goto fail;
    if (f[20] == Py_None) {
        s->res_set = 0;
    } else {
        long v[5];
        if (get_ints(f[20], 5, -1, 1000, v) < 0)
            goto fail;
        s->res_set = 1;
        s->res_winner = (int8_t)v[0];
        s->res_reason = (int8_t)v[1];
        s->res_m0 = (int32_t)v[2];
        s->res_m1 = (int32_t)v[3];
        s->res_tie = (int8_t)v[4];
    }
    s->seq = (int32_t)PyLong_AsLong(f[21]);
    if (PyErr_Occurred())
        goto fail;
    if (f[22] == Py_None) {
        s->has_resolving = 0;
    } else {
        if (read_entry(S, f[22], &s->resolving) < 0)
            goto fail;
        s->has_resolving = 1;
    }
    if (f[23] == Py_None) {
        s->pend_kind = P_NONE;
    } else {
        long v[4];
        PyObject *head = PySequence_GetSlice(f[23], 0, 4), *sqs;
        if (head == NULL)
            goto fail;
        got = get_ints(head, 4, -1, 63, v);
        Py_DECREF(head);
        if (got < 0)
            goto fail;
        s->pend_kind = (int8_t)v[0];
        s->pend_player = (int8_t)v[1];
        s->pend_src = (int8_t)v[2];
        s->pend_ab = (int8_t)v[3];
        sqs = PySequence_GetItem(f[23], 4);
        if (sqs == NULL)
            goto fail;
        got = get_ints(sqs, -1, 0, 15, buf);
        Py_DECREF(sqs);
        if (got < 0)
            goto fail;
        s->pend_squares = 0;
        for (i = 0; i < got; i++)
            s->pend_squares |= (uint16_t)(1u << buf[i]);
    }
    /* The counters that let idle steps skip work follow from the Arena and the power
     * changes (game._count, game._watch): counted here, with this engine's own view of
     * what can lower a power. */
    s->n_lower = s->n_ts = s->n_eot = s->n_negmods = 0;
    for (i = 0; i < 16; i++)
        if (s->board[i] >= 0 && S->counted[s->board[i]])
            count_card(S, s, s->board[i], 1);
    for (i = 0; i < s->nmods; i++)
        if (STATE_MODS(s)[i].amount < 0)
            s->n_negmods++;
    s->sbc_watch = s->n_lower + s->n_negmods + (S->low_printed ? 1 : 0);
    touch_powers(s, ALL_SQUARES);
    return s;
fail:
    free(s);
    return NULL;
}

/* ------------------------------------------------------------------ writing a state */

static PyObject *entry_key(const State *s, const QEntry *q)
{
    int same = s->inc[q->src] == q->inc && s->zone[q->src] == ARENA;
    return Py_BuildValue("(iOiii)", (int)q->src, same ? Py_True : Py_False, (int)q->k,
                         (int)q->c, (int)q->sq);
}

static PyObject *int_tuple(const long *v, int n)
{
    PyObject *t = PyTuple_New(n);
    int i;
    if (t == NULL)
        return NULL;
    for (i = 0; i < n; i++) {
        PyObject *o = PyLong_FromLong(v[i]);
        if (o == NULL) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, o);
    }
    return t;
}

/* game.Game.state_key(), built from the native state: the two engines agree exactly
 * when these are equal. */
static PyObject *state_key(const Setup *S, const State *s)
{
    PyObject *parts[19];
    long buf[MAXN];
    int i, n = S->n, k;
    memset(parts, 0, sizeof(parts));
    for (i = 0; i < 16; i++)
        buf[i] = s->board[i];
    parts[0] = int_tuple(buf, 16);
    k = 0;
    for (i = 0; i < 16; i++)
        if (s->board[i] >= 0)
            buf[k++] = s->ctrl[s->board[i]];
    parts[1] = int_tuple(buf, k);
    for (i = 0; i < n; i++)
        buf[i] = s->wards[i];
    parts[2] = int_tuple(buf, n);
    for (k = 0; k < 2; k++) {
        for (i = 0; i < s->nhand[k]; i++)
            buf[i] = s->hand[k][i];
        parts[3 + k] = int_tuple(buf, s->nhand[k]);
    }
    for (k = 0; k < 2; k++) {
        PyObject *v = PyTuple_New(s->nvoid[k]);
        if (v != NULL)
            for (i = 0; i < s->nvoid[k]; i++) {
                int c = s->voidp[k][i];
                PyTuple_SET_ITEM(v, i, Py_BuildValue("(ii)", c, (int)s->faceup[c]));
            }
        parts[5 + k] = v;
    }
    {
        PyObject *v = PyTuple_New(s->nmods);
        const Mod *m = STATE_MODS(s);
        if (v != NULL)
            for (i = 0; i < s->nmods; i++)
                PyTuple_SET_ITEM(v, i, Py_BuildValue("(iiii)", (int)m[i].card, (int)m[i].amount,
                                                     (int)m[i].dur, (int)m[i].c));
        parts[7] = v;
    }
    {
        PyObject *v = PyTuple_New(s->qtail - s->qhead);
        const QEntry *q = STATE_QUEUE(s);
        if (v != NULL)
            for (i = s->qhead; i < s->qtail; i++)
                PyTuple_SET_ITEM(v, i - s->qhead, entry_key(s, &q[i]));
        parts[8] = v;
    }
    if (s->has_resolving) {
        parts[9] = entry_key(s, &s->resolving);
    } else {
        Py_INCREF(Py_None);
        parts[9] = Py_None;
    }
    if (s->ts_card >= 0) {
        int same = s->inc[s->ts_card] == s->ts_inc && s->zone[s->ts_card] == ARENA;
        parts[10] = Py_BuildValue("(iOi)", (int)s->ts_card, same ? Py_True : Py_False,
                                  (int)s->ts_player);
    } else {
        Py_INCREF(Py_None);
        parts[10] = Py_None;
    }
    if (s->pend_kind != P_NONE) {
        k = 0;
        for (i = 0; i < 16; i++)
            if ((s->pend_squares >> i) & 1)
                buf[k++] = i;
        parts[11] = Py_BuildValue("(iiiiN)", (int)s->pend_kind, (int)s->pend_player,
                                  (int)s->pend_src, (int)s->pend_ab, int_tuple(buf, k));
    } else {
        Py_INCREF(Py_None);
        parts[11] = Py_None;
    }
    buf[0] = s->turns[0];
    buf[1] = s->turns[1];
    parts[12] = int_tuple(buf, 2);
    parts[13] = PyLong_FromLong(s->turn_player);
    parts[14] = PyLong_FromLong(s->fpt);
    parts[15] = PyLong_FromLong(s->stage);
    parts[16] = PyBool_FromLong(s->arena_full);
    parts[17] = PyLong_FromUnsignedLongLong(s->rng);
    if (s->res_set) {
        parts[18] = Py_BuildValue("(isiiO)", (int)s->res_winner, REASONS[s->res_reason],
                                  (int)s->res_m0, (int)s->res_m1, s->res_tie ? Py_True : Py_False);
    } else {
        Py_INCREF(Py_None);
        parts[18] = Py_None;
    }
    for (i = 0; i < 19; i++)
        if (parts[i] == NULL) {
            for (k = 0; k < 19; k++)
                Py_XDECREF(parts[k]);
            return NULL;
        }
    {
        PyObject *t = PyTuple_New(19);
        if (t == NULL) {
            for (k = 0; k < 19; k++)
                Py_DECREF(parts[k]);
            return NULL;
        }
        for (i = 0; i < 19; i++)
            PyTuple_SET_ITEM(t, i, parts[i]);
        return t;
    }
}

/* ------------------------------------------------------------------ the Game object */

static void Game_dealloc(GameObject *self)
{
    free(self->s);
    Py_XDECREF(self->rules);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Game(rules, packed_state) */
static int Game_init(GameObject *self, PyObject *args, PyObject *kw)
{
    PyObject *rules, *packed;
    State *s;
    (void)kw;
    if (!PyArg_ParseTuple(args, "O!O", &RulesType, &rules, &packed))
        return -1;
    s = read_state(&((RulesObject *)rules)->S, packed, 16, 32);
    if (s == NULL)
        return -1;
    free(self->s);
    self->s = s;
    Py_XDECREF(self->rules);
    Py_INCREF(rules);
    self->rules = (RulesObject *)rules;
    return 0;
}

static int check_game(GameObject *self)
{
    if (self->s == NULL || self->rules == NULL) {
        PyErr_SetString(PyExc_ValueError, "the native game was not set up");
        return -1;
    }
    return 0;
}

/* play(kind, a, b): apply a legal answer (A_SUMMON card square / A_CHOOSE square /
 * A_YESNO yes).  A state that outgrows its arrays is played again on larger ones. */
static PyObject *Game_play(GameObject *self, PyObject *args)
{
    int kind, a, b;
    const Setup *S;
    int16_t answers[MAXANSWERS][3];
    int n, i, legal = 0;
    if (!PyArg_ParseTuple(args, "iii", &kind, &a, &b) || check_game(self) < 0)
        return NULL;
    S = &self->rules->S;
    n = legal_answers(S, self->s, answers);
    for (i = 0; i < n && !legal; i++) {
        if (answers[i][0] != kind)
            continue;
        if (kind == A_SUMMON) {
            legal = b == answers[i][2] && a >= 0 && a < S->n && S->kind[a] == S->kind[answers[i][1]] &&
                    S->owner[a] == S->owner[answers[i][1]] && self->s->zone[a] == HAND;
        } else {
            legal = answers[i][1] == a;
        }
    }
    if (!legal) {
        PyErr_SetString(PyExc_ValueError, "not a legal answer");
        return NULL;
    }
    for (;;) {
        Ctx x;
        State *work = state_alloc(self->s->mcap, self->s->qcap);
        int err;
        if (work == NULL)
            return PyErr_NoMemory();
        state_copy(work, self->s);
        ctx_init(&x, S);
        err = play(&x, work, kind, a, b);
        ctx_free(&x);
        if (err == OK) {
            free(self->s);
            self->s = work;
            break;
        }
        {
            int mcap = work->mcap * 2, qcap = work->qcap * 2;
            State *big;
            free(work);
            if (err != E_FULL || mcap > (1 << 24) || qcap > (1 << 24))
                return PyErr_NoMemory();
            big = state_alloc(mcap, qcap);
            if (big == NULL)
                return PyErr_NoMemory();
            state_copy(big, self->s);
            free(self->s);
            self->s = big;
        }
    }
    Py_RETURN_NONE;
}

static PyObject *Game_key(GameObject *self, PyObject *unused)
{
    (void)unused;
    if (check_game(self) < 0)
        return NULL;
    return state_key(&self->rules->S, self->s);
}

static PyObject *answers_list(const Setup *S, const State *s)
{
    int16_t answers[MAXANSWERS][3];
    int n = legal_answers(S, s, answers), i;
    PyObject *out = PyList_New(n);
    if (out == NULL)
        return NULL;
    for (i = 0; i < n; i++) {
        PyObject *t = Py_BuildValue("(iii)", answers[i][0], answers[i][1], answers[i][2]);
        if (t == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, t);
    }
    return out;
}

static PyObject *Game_answers(GameObject *self, PyObject *unused)
{
    (void)unused;
    if (check_game(self) < 0)
        return NULL;
    return answers_list(&self->rules->S, self->s);
}

static PyObject *Game_to_move(GameObject *self, PyObject *unused)
{
    (void)unused;
    if (check_game(self) < 0)
        return NULL;
    if (self->s->res_set || self->s->pend_kind == P_NONE)
        return PyLong_FromLong(-1);
    return PyLong_FromLong(self->s->pend_player);
}

static PyMethodDef Game_methods[] = {
    {"play", (PyCFunction)Game_play, METH_VARARGS,
     "play(kind, a, b): apply a legal answer (0 Summon card square, 1 Choose square, 2 yes/no)."},
    {"key", (PyCFunction)Game_key, METH_NOARGS, "The state as game.Game.state_key() gives it."},
    {"answers", (PyCFunction)Game_answers, METH_NOARGS, "Every legal answer as (kind, a, b)."},
    {"to_move", (PyCFunction)Game_to_move, METH_NOARGS, "The player who decides, or -1."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject GameType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "momon_desktop.ai._fullrules.Game",
    .tp_basicsize = sizeof(GameObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Game_init,
    .tp_dealloc = (destructor)Game_dealloc,
    .tp_methods = Game_methods,
    .tp_doc = "A game played by the native engine, for the differential check.",
};


/* ------------------------------------------------------------------ the plan */

#define PH_SEARCH 0
#define PH_PROVE 1
#define PH_EXACT 2
#define MAXPHASES 4
/* The work of the heuristic search that gives an answer when the processor time ran out
 * before any phase of a plan found one. */
#define OUT_OF_TIME_WORK 100000

/* The phases of one decision (docs/ai.md, "expert"): each a search with a budget of
 * its own (what one leaves unused goes to the next), all sharing one transposition
 * table.  The answer is that of a finished exact solve, else a proven win, else the
 * deepest iteration of the heuristic search.  *proof: 1 a win proven, -1 every answer
 * proven not to win, 0 neither. */
static void run_plan(Search *sr, Move *order, int n, const int *kinds, const long long *budgets,
                     int nphases, int max_depth, RootResult *r, int *proof)
{
    RootResult heur, proved;
    int have_heur = 0, have_proof = 0, i, no_win_bound = INF;
    long long spent_before = 0;
    *proof = 0;
    memset(&heur, 0, sizeof(RootResult));
    memset(&proved, 0, sizeof(RootResult));
    r->found = 0;
    for (i = 0; i < nphases && !sr->out_of_time; i++) {
        long long allowed = budgets[i] + (spent_before - WORK(sr));
        spent_before += budgets[i];
        if (allowed <= 0)
            continue;
        sr->budget = WORK(sr) + allowed;
        sr->aborted = 0;
        if (kinds[i] == PH_SEARCH) {
            RootResult t;
            memset(&t, 0, sizeof(RootResult));
            iterate(sr, order, n, 1, max_depth, 0, &t);
            if (t.found) {
                heur = t;
                have_heur = 1;
                if (t.exact) {
                    *r = t;
                    break;
                }
            }
        } else if (kinds[i] == PH_PROVE) {
            int got = prove_win(sr, order, n, &proved);
            if (got == 1) {
                have_proof = 1;
                *proof = 1;
                /* the winning answer first for what follows */
                {
                    int j;
                    for (j = 0; j < n; j++)
                        if (order[j].kind == proved.best.kind && order[j].a == proved.best.a &&
                            order[j].b == proved.best.b) {
                            Move t = order[j];
                            memmove(order + 1, order, (size_t)j * sizeof(Move));
                            order[0] = t;
                            break;
                        }
                }
            } else if (got == -1) {
                *proof = -1;
                no_win_bound = proved.value;
            }
        } else if (have_proof) {
            /* a win is proven: look for the largest margin (7.3.1), raising the proven
             * lower bound step by step; each step's answer wins by at least as much */
            RootResult t;
            int improved = 0;
            memset(&t, 0, sizeof(RootResult));
            if (mtdf_from(sr, order, n, DEEP, proved.value + 1, proved.value, INF, &t,
                          &improved) &&
                t.exact) {
                *r = t;
                break;
            }
            if (improved)
                proved = t;
        } else if (*proof == -1) {
            /* no answer wins: the exact value by null-window searches down from the
             * proof's upper bound (the losing margins lie close below it, 7.3.1) */
            RootResult t;
            memset(&t, 0, sizeof(RootResult));
            if (mtdf_from(sr, order, n, DEEP, no_win_bound, -INF, no_win_bound, &t, NULL) &&
                t.exact) {
                *r = t;
                break;
            }
        } else {
            RootResult t;
            memset(&t, 0, sizeof(RootResult));
            sr->cut = 0;
            if (root_iteration(sr, order, n, DEEP, -INF, INF, &t) && !sr->aborted && !sr->cut) {
                t.depth = DEEP;
                t.exact = 1;
                *r = t;
                break;
            }
        }
        if (sr->overflow)
            return;
    }
    if (r->found && r->exact)
        return;
    if (sr->out_of_time && !have_heur && !have_proof) {
        /* the processor time ran out in a proof or an exact solve: a short heuristic
         * search, past the limit, on the transposition table they filled */
        RootResult t;
        memset(&t, 0, sizeof(RootResult));
        sr->out_of_time = 0;
        sr->cpu_stop = 0.0;
        sr->aborted = 0;
        sr->budget = WORK(sr) + OUT_OF_TIME_WORK;
        iterate(sr, order, n, 1, max_depth, 0, &t);
        sr->out_of_time = 1;
        if (t.found) {
            heur = t;
            have_heur = 1;
        }
    }
    if (have_proof)
        *r = proved;
    else if (have_heur)
        *r = heur;
}

/* The game review's second question: what another answer `av` is worth, searched
 * as the plan's answer was (to the end of the game if that was exact, else as deep),
 * with the plan's transposition table still warm.  Returns 0 when `av` is the plan's
 * answer or not among the root answers. */
static int also_search(Search *sr, const Move *order, int n, const long *av, const RootResult *r,
                       int proof, long long budget, int *value, int *exact)
{
    const Setup *S = sr->S;
    Move one;
    RootResult t;
    int i, found = -1;
    for (i = 0; i < n; i++) {
        const Move *m = &order[i];
        if (m->kind != av[0])
            continue;
        if (m->kind == A_SUMMON ? (av[2] == m->b && av[1] >= 0 && av[1] < S->n &&
                                   S->key[av[1]] == S->key[m->a])
                                : av[1] == m->a) {
            found = i;
            break;
        }
    }
    if (found < 0)
        return 0;
    one = order[found];
    memset(&t, 0, sizeof(RootResult));
    sr->budget = WORK(sr) + budget;
    sr->aborted = 0;
    if (proof == 1 && !r->exact) {
        /* the answer found was proven to win: does this one win too? */
        int got = prove_win(sr, &one, 1, &t);
        if (got == 1) {
            *value = t.value;
            *exact = 0;
            return 1;
        }
        sr->budget = WORK(sr) + budget;
        sr->aborted = 0;
        memset(&t, 0, sizeof(RootResult));
    }
    if (r->exact || proof == 1) {
        sr->cut = 0;
        if (root_iteration(sr, &one, 1, DEEP, -INF, INF, &t) && !sr->aborted && !sr->cut) {
            *value = t.value;
            *exact = 1;
            return 1;
        }
        sr->budget = WORK(sr) + budget;
        sr->aborted = 0;
        memset(&t, 0, sizeof(RootResult));
    }
    iterate(sr, &one, 1, 1, r->depth < DEEP ? (r->depth > 0 ? r->depth : 1) : 64, 0, &t);
    if (!t.found)
        return 0;
    *value = t.value;
    *exact = t.exact;
    return 1;
}

/* ------------------------------------------------------------------ search() */

static PyObject *move_tuple(const Move *m)
{
    return Py_BuildValue("(iii)", (int)m->kind, (int)m->a, (int)m->b);
}

/* search(rules, packed_state, budget, max_depth=64, all_values=False, only=None,
 *        tt_bits=20, first_depth=1)
 * -> (answer, value, depth, nodes, work, exact, values)
 * answer: (kind, a, b) or None when the budget allowed no answer to be searched;
 * values: [(answer, value)] for every root answer when all_values, else [].
 * Raises OverflowError where a position outgrows the search's arrays (a Trigger Queue
 * of hundreds of abilities): the caller then searches with the Python engine. */
static PyObject *py_search(PyObject *module, PyObject *args, PyObject *kw)
{
    static char *names[] = {"rules", "state", "budget", "max_depth", "all_values", "only",
                            "tt_bits", "first_depth", "mode", "guess", "order_depth",
                            "order_empties", "phases", "weights", "also", "lmr", "fitted",
                            "lmr2", "lmp", "lmrs", "cpu_limit",
                            NULL};
    PyObject *rules, *packed, *only = Py_None, *out = NULL, *values = NULL, *phases = Py_None;
    PyObject *weights = Py_None, *also = Py_None;
    long wv[7], av[3];
    int also_value = 0, also_exact = 0, also_found = 0;
    int kinds[MAXPHASES], nphases = 0, proof = 0;
    long long budgets[MAXPHASES];
    long long budget;
    int max_depth = 64, all_values = 0, tt_bits = 20, first_depth = 1, mode = 0, guess = 0;
    int order_depth = 1000, order_empties = 16, lmr = 0, use_fitted = 0, lmr2 = 0, lmp = 0, lmrs = 0;
    double cpu_limit = 0.0;
    int n, i, err;
    State *root;
    Search *sr;
    RootResult *r;
    (void)module;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O!OL|ipOiiiiiiOOOipiiid", names, &RulesType,
                                     &rules, &packed, &budget, &max_depth, &all_values, &only,
                                     &tt_bits, &first_depth, &mode, &guess, &order_depth,
                                     &order_empties, &phases, &weights, &also, &lmr, &use_fitted,
                                     &lmr2, &lmp, &lmrs, &cpu_limit))
        return NULL;
    if (also != Py_None && get_ints(also, 3, -1, 1000, av) < 0)
        return NULL;
    if (weights != Py_None && get_ints(weights, 7, -10000, 10000, wv) < 0)
        return NULL;
    if (phases != Py_None) {
        Py_ssize_t k, np = PySequence_Size(phases);
        if (np < 1 || np > MAXPHASES) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "1 to 4 phases");
            return NULL;
        }
        for (k = 0; k < np; k++) {
            PyObject *ph = PySequence_GetItem(phases, k);
            PyObject *kind_o, *budget_o;
            if (ph == NULL)
                return NULL;
            kind_o = PySequence_GetItem(ph, 0);
            budget_o = PySequence_GetItem(ph, 1);
            Py_DECREF(ph);
            if (kind_o == NULL || budget_o == NULL) {
                Py_XDECREF(kind_o);
                Py_XDECREF(budget_o);
                return NULL;
            }
            kinds[k] = (int)PyLong_AsLong(kind_o);
            budgets[k] = PyLong_AsLongLong(budget_o);
            Py_DECREF(kind_o);
            Py_DECREF(budget_o);
            if (PyErr_Occurred())
                return NULL;
            if (kinds[k] < PH_SEARCH || kinds[k] > PH_EXACT || budgets[k] < 0) {
                PyErr_SetString(PyExc_ValueError, "a phase is (0 search | 1 prove | 2 exact, budget)");
                return NULL;
            }
        }
        nphases = (int)np;
    }
    if (tt_bits < 10 || tt_bits > 26 || max_depth < 1 || max_depth > DEEP || first_depth < 1 ||
        first_depth > max_depth) {
        PyErr_SetString(PyExc_ValueError, "tt_bits is 10 to 26, max_depth 1 to 100");
        return NULL;
    }
    root = read_state(&((RulesObject *)rules)->S, packed, 16, 32);
    if (root == NULL)
        return NULL;
    if (root->res_set || root->pend_kind == P_NONE) {
        free(root);
        PyErr_SetString(PyExc_ValueError, "the game is over: there is no decision to make");
        return NULL;
    }
    sr = (Search *)malloc(sizeof(Search));
    r = (RootResult *)malloc(sizeof(RootResult));
    if (sr == NULL || r == NULL) {
        free(sr);
        free(r);
        free(root);
        return PyErr_NoMemory();
    }
    err = search_init(sr, &((RulesObject *)rules)->S, root, tt_bits);
    free(root);
    if (err) {
        search_free(sr);
        free(sr);
        free(r);
        return PyErr_NoMemory();
    }
    sr->budget = budget;
    if (weights != Py_None) {
        sr->w.control = (int)wv[0];
        sr->w.threat = (int)wv[1];
        sr->w.reply = (int)wv[2];
        sr->w.at_risk = (int)wv[3];
        sr->w.target = (int)wv[4];
        sr->w.ward = (int)wv[5];
        sr->w.hand_power = (int)wv[6];
    }
    sr->order_depth = order_depth;
    sr->order_empties = order_empties;
    sr->lmr = lmr < 0 ? 0 : lmr;
    sr->lmr2 = lmr2 < 0 ? 0 : lmr2;
    sr->lmp = lmp < 0 ? 0 : lmp;
    sr->lmrs = lmrs < 0 ? 0 : lmrs;
    sr->fitted = use_fitted && have_fitted;
    memset(r, 0, sizeof(RootResult));
    n = ordered_moves(sr, 0, NULL, 0, 1);
    {
        Move *order = (Move *)malloc(sizeof(Move) * MAXANSWERS);
        int kept = 0;
        if (order == NULL) {
            search_free(sr);
            free(sr);
            free(r);
            return PyErr_NoMemory();
        }
        for (i = 0; i < n; i++) {
            const Move *m = &sr->moves[0][i];
            int wanted = 1;
            if (only != Py_None) {
                Py_ssize_t j, k = PySequence_Size(only);
                wanted = 0;
                for (j = 0; j < k && !wanted; j++) {
                    PyObject *o = PySequence_GetItem(only, j);
                    long v[3];
                    int got = o == NULL ? -1 : get_ints(o, 3, -1, 1000, v);
                    Py_XDECREF(o);
                    if (got < 0) {
                        free(order);
                        search_free(sr);
                        free(sr);
                        free(r);
                        return NULL;
                    }
                    if (v[0] == m->kind &&
                        (m->kind == A_SUMMON
                             ? (v[2] == m->b && v[1] >= 0 && v[1] < sr->S->n &&
                                sr->S->key[v[1]] == sr->S->key[m->a])
                             : v[1] == m->a))
                        wanted = 1;
                }
            }
            if (wanted)
                order[kept++] = *m;
        }
        if (kept == 0) {
            free(order);
            search_free(sr);
            free(sr);
            free(r);
            PyErr_SetString(PyExc_ValueError, "no legal answer to search");
            return NULL;
        }
        Py_BEGIN_ALLOW_THREADS
        if (cpu_limit > 0.0)
            sr->cpu_stop = thread_cpu() + cpu_limit;
        if (nphases) {
            long long total = 0;
            int k;
            run_plan(sr, order, kept, kinds, budgets, nphases, max_depth, r, &proof);
            if (!r->found && !sr->overflow && only == Py_None) {
                /* not even the first iteration finished (chains of the PD.14 kind can
                 * take a whole budget): the first answer in the search's order, depth 0 */
                r->best = order[0];
                r->found = 1;
                r->value = 0;
                r->depth = 0;
                r->exact = 0;
            }
            for (k = 0; k < nphases; k++)
                total += budgets[k];
            if (also != Py_None && r->found && !sr->overflow)
                also_found = also_search(sr, order, kept, av, r, proof, total, &also_value,
                                         &also_exact);
        } else if (mode == 1)
            mtdf(sr, order, kept, DEEP, guess, r);
        else if (mode == 2)
            prove_win(sr, order, kept, r);
        else
            iterate(sr, order, kept, first_depth, max_depth, all_values, r);
        Py_END_ALLOW_THREADS
        free(order);
    }
    if (sr->overflow) {
        search_free(sr);
        free(sr);
        free(r);
        PyErr_SetString(PyExc_OverflowError, "a position outgrew the native search");
        return NULL;
    }
    values = PyList_New(0);
    if (values != NULL && r->nroot && r->found)
        for (i = 0; i < r->nroot; i++) {
            PyObject *pair = Py_BuildValue("(Ni)", move_tuple(&r->root[i]), r->root_value[i]);
            if (pair == NULL || PyList_Append(values, pair) < 0) {
                Py_XDECREF(pair);
                Py_CLEAR(values);
                break;
            }
            Py_DECREF(pair);
        }
    if (values != NULL) {
        if (r->found)
            out = Py_BuildValue("(NiiLLONiNLLLi)", move_tuple(&r->best), r->value, r->depth,
                                sr->nodes, WORK(sr), r->exact ? Py_True : Py_False, values,
                                proof,
                                also_found ? Py_BuildValue("(iO)", also_value,
                                                           also_exact ? Py_True : Py_False)
                                           : Py_BuildValue(""),
                                sr->evals, sr->ctx.resolutions, sr->expansions,
                                sr->out_of_time);
        else
            out = Py_BuildValue("(OiiLLONiOLLLi)", Py_None, 0, 0, sr->nodes, WORK(sr), Py_False,
                                values, proof, Py_None, sr->evals, sr->ctx.resolutions,
                                sr->expansions, sr->out_of_time);
    }
    search_free(sr);
    free(sr);
    free(r);
    return out;
}

/* ------------------------------------------------------------------ random games */

/* 6.2-6.7 (game.Game.__init__): every card in its owner's Hand, the Arena empty, the
 * first player holding the First Player Token; then the game runs to its first
 * decision (6.9, 6.10). */
static int new_game_state(Ctx *x, State *s, long long seed)
{
    const Setup *S = x->S;
    int c, i, mcap = s->mcap, qcap = s->qcap;
    memset(s, 0, sizeof(State));
    s->mcap = mcap;
    s->qcap = qcap;
    for (i = 0; i < 16; i++)
        s->board[i] = -1;
    for (c = 0; c < S->n; c++) {
        int p = S->owner[c];
        s->zone[c] = HAND;
        s->pos[c] = -1;
        s->ctrl[c] = (uint8_t)p;
        s->hand[p][s->nhand[p]++] = (uint8_t)c;
    }
    s->turn_player = -1;
    s->fpt = 0;
    s->stage = ST_GAME_START;
    s->ts_card = -1;
    s->rng = (uint64_t)seed * 2654435761ULL + 1ULL;
    s->pend_kind = P_NONE;
    s->nmods = s->qhead = s->qtail = 0;
    s->sbc_watch = S->low_printed ? 1 : 0;
    touch_powers(s, ALL_SQUARES);
    x->err = OK;
    x->nwait = 0;
    run(x, s);
    return x->err;
}

/* play_random(rules, count, seed) -> (games, decisions): `count` games, every answer
 * drawn at random among the legal ones (bench engine's native row). */
static PyObject *py_play_random(PyObject *module, PyObject *args)
{
    PyObject *rules;
    long long count, seed, games = 0, decisions = 0;
    const Setup *S;
    State *s;
    Ctx x;
    uint64_t r;
    int16_t answers[MAXANSWERS][3];
    (void)module;
    if (!PyArg_ParseTuple(args, "O!LL", &RulesType, &rules, &count, &seed))
        return NULL;
    S = &((RulesObject *)rules)->S;
    s = state_alloc(4096, 16384);
    if (s == NULL)
        return PyErr_NoMemory();
    ctx_init(&x, S);
    r = (uint64_t)seed * 0x9E3779B97F4A7C15ULL + 1;
    Py_BEGIN_ALLOW_THREADS
    for (games = 0; games < count; games++) {
        if (new_game_state(&x, s, seed + games))
            break;
        int made = 0;
        /* at most 1,000 decisions a game, as the differential check: abilities can let
         * random answers go on deciding without end */
        while (!s->res_set && made < 1000) {
            int n = legal_answers(S, s, answers), k;
            if (n == 0)
                break;
            r = mix64(r + 0x9E3779B97F4A7C15ULL);
            k = (int)(r % (uint64_t)n);
            if (play(&x, s, answers[k][0], answers[k][1], answers[k][2]))
                break;
            made++;
        }
        decisions += made;
        if (x.err)
            break;
    }
    Py_END_ALLOW_THREADS
    {
        int err = x.err;
        ctx_free(&x);
        free(s);
        if (err)
            return PyErr_NoMemory();
    }
    return Py_BuildValue("(LL)", games, decisions);
}

/* ------------------------------------------------------------------ the fitted evaluation's
 * bindings */

/* features(rules, state, seat) -> list of NFEAT ints (for fitting the evaluation). */
static PyObject *py_features(PyObject *module, PyObject *args)
{
    PyObject *rules, *packed, *out;
    int seat, F[NFEAT], i;
    State *s;
    (void)module;
    if (!PyArg_ParseTuple(args, "O!Oi", &RulesType, &rules, &packed, &seat))
        return NULL;
    if (seat < 0 || seat > 1) {
        PyErr_SetString(PyExc_ValueError, "seat is 0 or 1");
        return NULL;
    }
    s = read_state(&((RulesObject *)rules)->S, packed, 16, 32);
    if (s == NULL)
        return NULL;
    features(&((RulesObject *)rules)->S, s, seat, F);
    free(s);
    out = PyList_New(NFEAT);
    if (out == NULL)
        return NULL;
    for (i = 0; i < NFEAT; i++)
        PyList_SET_ITEM(out, i, PyLong_FromLong(F[i]));
    return out;
}

/* hand_value(rules, state, seat) -> the hand-made evaluation for seat (for comparing). */
static PyObject *py_hand_value(PyObject *module, PyObject *args)
{
    PyObject *rules, *packed;
    int seat, v;
    State *s;
    Weights w = {100, 80, 30, 18, 10, 25, 2};
    (void)module;
    if (!PyArg_ParseTuple(args, "O!Oi", &RulesType, &rules, &packed, &seat))
        return NULL;
    if (seat < 0 || seat > 1) {
        PyErr_SetString(PyExc_ValueError, "seat is 0 or 1");
        return NULL;
    }
    s = read_state(&((RulesObject *)rules)->S, packed, 16, 32);
    if (s == NULL)
        return NULL;
    v = evaluate(&((RulesObject *)rules)->S, s, seat, &w);
    free(s);
    return PyLong_FromLong(v);
}

/* set_fitted(weights): FEAT_ROWS * NFEAT ints, row by row (None: forget them). */
static PyObject *py_set_fitted(PyObject *module, PyObject *arg)
{
    long buf[FEAT_ROWS * NFEAT];
    int r, i;
    (void)module;
    if (arg == Py_None) {
        have_fitted = 0;
        Py_RETURN_NONE;
    }
    if (get_ints(arg, FEAT_ROWS * NFEAT, -(1L << 24), 1L << 24, buf) < 0)
        return NULL;
    for (r = 0; r < FEAT_ROWS; r++)
        for (i = 0; i < NFEAT; i++)
            fitted[r][i] = (int32_t)buf[r * NFEAT + i];
    have_fitted = 1;
    Py_RETURN_NONE;
}

static PyObject *feature_names(void)
{
    PyObject *t = PyTuple_New(NFEAT);
    int i;
    if (t == NULL)
        return NULL;
    for (i = 0; i < NFEAT; i++)
        PyTuple_SET_ITEM(t, i, PyUnicode_FromString(FEATURE_NAMES[i]));
    return t;
}

/* ------------------------------------------------------------------ the module */

static PyMethodDef module_methods[] = {
    {"features", (PyCFunction)py_features, METH_VARARGS,
     "features(rules, state, seat) -> the fitted evaluation's features for seat."},
    {"hand_value", (PyCFunction)py_hand_value, METH_VARARGS,
     "hand_value(rules, state, seat) -> the hand-made evaluation for seat."},
    {"set_fitted", (PyCFunction)py_set_fitted, METH_O,
     "set_fitted(weights): the fitted evaluation's weights, 17 rows of 15 (None: none)."},
    {"play_random", (PyCFunction)py_play_random, METH_VARARGS,
     "play_random(rules, count, seed) -> (games, decisions): random games in C."},
    {"search", (PyCFunction)(void (*)(void))py_search, METH_VARARGS | METH_KEYWORDS,
     "search(rules, state, budget, max_depth=64, all_values=False, only=None, tt_bits=20)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "_fullrules",
    "The rules of Momon Wonder and the expert search in C (docs/ai.md).", -1, module_methods,
};

PyMODINIT_FUNC PyInit__fullrules(void)
{
    PyObject *m;
    init_geometry();
    init_zobrist();
    init_queue_hash();
    if (PyType_Ready(&RulesType) < 0 || PyType_Ready(&GameType) < 0)
        return NULL;
    m = PyModule_Create(&module_def);
    if (m == NULL)
        return NULL;
    Py_INCREF(&RulesType);
    if (PyModule_AddObject(m, "Rules", (PyObject *)&RulesType) < 0)
        return NULL;
    Py_INCREF(&GameType);
    if (PyModule_AddObject(m, "Game", (PyObject *)&GameType) < 0)
        return NULL;
    if (PyModule_AddObject(m, "FEATURES", feature_names()) < 0)
        return NULL;
    return m;
}
