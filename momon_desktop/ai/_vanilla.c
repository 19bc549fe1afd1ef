/*
 * momon_desktop.ai._vanilla: the vanilla solver's search in C.
 *
 * The same algorithm as the pure-Python reference in vanilla.py (read its module
 * docstring first): the same packed state, the same move generation, Snatch Check
 * (P10.2, P10.3), turn structure (P8.2, P8.4, 7.1, 7.2), evaluation, move ordering,
 * transposition table (same Zobrist numbers, same size, always replaced) and
 * iterative deepening under a node budget, so that both return the same move, value
 * and node count for the same position and budget.
 *
 * Portable C99: no compiler builtins (the bit count below is written out), no
 * variable-length arrays; builds with GCC, clang and MSVC.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXK 64
#define MAXMOVES (MAXK * 16)
#define MAXPLY 18
#define EMPTY 255
#define FULL 0xFFFFu
#define SCALE 16
#define ADJ_LIMIT 8
#define THREAT 6
#define INF 30000
#define TT_BITS 20
#define TT_SIZE (1u << TT_BITS)
#define TT_MASK (TT_SIZE - 1u)
#define TURNS_PER_PLAYER 8
/* The fitted evaluation: NF weights (the features of `features`, then a constant) for
 * each number of empty squares, in 1/WEIGHT_ONE of a raw unit. */
#define NF 16
#define WEIGHT_ONE 64
/* A fitted evaluation stays within this many raw units either way. */
#define EVAL_LIMIT 4096
#define F_EXACT 0
#define F_LOWER 1
#define F_UPPER 2
/* A move's place in the ordering: its score, then its generation index (lower first). */
#define ORDER_KEY(score, index) ((score) * 2048 + (2047 - (index)))
#define FIRST_KEY 0x7FFFFFFF

static uint64_t zobrist[16 * MAXK * 2];
static uint16_t neighbour_mask[16];

typedef struct {
    uint64_t key;
    int16_t value;
    int8_t depth;
    uint8_t flag;
    uint8_t kind;
    uint8_t square;
    uint8_t used;
} Entry;

typedef struct {
    uint8_t kind;
    uint8_t square;
    int32_t key;
} Move;

typedef struct {
    int n;
    uint8_t owner[MAXK];
    uint8_t power[MAXK];
    /* Per kind and square: the squares in sight, clockwise from Forward (P10.2). */
    uint8_t nsq[MAXK][16];
    uint8_t sq[MAXK][16][8];
    /* The same as a bit mask; the neighbours out of sight (P10.3(b) from there). */
    uint16_t mask[MAXK][16];
    uint16_t blind[MAXK][16];
    /* rank[k][s][x]: the place of square x in that clockwise order; before[k][s][i]:
     * the squares of the first i places. */
    uint8_t rank[MAXK][16][16];
    uint16_t before[MAXK][16][9];
    uint8_t board[16];
    uint32_t occ;
    uint32_t own0;
    uint64_t hash;
    int hand[MAXK];
    int hsize[2];
    int turns[2];
    int tp;
    int terminal;
    long long nodes;
    long long budget;
    int aborted;
    Entry *tt;
    int fitted;
    int32_t weights[17][NF];
    Move moves[MAXPLY][MAXMOVES];
} Core;

typedef struct {
    uint32_t own0;
    uint64_t hash;
    int turns0, turns1, tp;
    uint32_t occ;
} Saved;

/* Bit counts and lowest set bits of 16-bit masks, portable C99 (no builtins). */
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

static int lowest(uint32_t x)
{
    return debruijn[((x & (0u - x)) * 0x077CB531u) >> 27];
}

static void init_tables(void)
{
    uint64_t x = 0x9E3779B97F4A7C15ULL;
    int i, a, b;
    for (i = 0; i < 16 * MAXK * 2; i++) {
        uint64_t z;
        x += 0x9E3779B97F4A7C15ULL;
        z = x;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        zobrist[i] = z ^ (z >> 31);
    }
    /* 4.3.4: squares at Chebyshev distance 1; index = column + 4 * row. */
    for (a = 0; a < 16; a++) {
        uint16_t m = 0;
        for (b = 0; b < 16; b++) {
            int dc = abs(a % 4 - b % 4), dr = abs(a / 4 - b / 4);
            int d = dc > dr ? dc : dr;
            if (d == 1)
                m |= (uint16_t)(1u << b);
        }
        neighbour_mask[a] = m;
    }
}

#define Z(sq, k, c) zobrist[((sq) * MAXK + (k)) * 2 + (c)]

/* The cards among `targets` (enemy cards in sight of kind k Summoned on square s) that
 * it would snatch if nothing ended its resolution: a card that does not look back at s
 * (P10.3(b)), or one that does and is weaker (P10.3(a)).  *first: the clockwise place
 * of the first stronger card that looks back, which snatches the Summoned card and
 * ends the resolution there, or 9.  look[s], when given, holds the occupied squares
 * whose card looks back at s; else the cards' sight is read. */
static uint32_t snatchable(const Core *c, int k, int s, uint32_t targets, const uint16_t *look,
                           int *first)
{
    uint32_t flips = 0;
    int ps = c->power[k];
    *first = 9;
    while (targets) {
        int x = lowest(targets), t = c->board[x];
        int back = look ? (int)((look[s] >> x) & 1u) : (int)((c->mask[t][x] >> s) & 1u);
        targets &= targets - 1u;
        if (back) {
            int pt = c->power[t];
            if (ps > pt) {
                flips |= 1u << x;
            } else if (pt > ps) {
                int r = c->rank[k][s][x];
                if (r < *first)
                    *first = r;
            }
        } else {
            flips |= 1u << x;
        }
    }
    return flips;
}

/* The Snatch Check of kind k Summoned on square s against the cards in `enemy`
 * (P10.2, P10.3): the squares it snatches, and in *countered whether a stronger card
 * looking back snatched it first.  The targets are met clockwise from Forward, so only
 * those met before that card are snatched. */
static uint32_t resolve(const Core *c, int k, int s, uint32_t enemy, int *countered)
{
    int first;
    uint32_t flips = snatchable(c, k, s, c->mask[k][s] & enemy, NULL, &first);
    *countered = first < 9;
    return first < 9 ? flips & c->before[k][s][first] : flips;
}

static void advance(Core *c)
{
    for (;;) {
        if (c->turns[0] >= TURNS_PER_PLAYER && c->turns[1] >= TURNS_PER_PLAYER) {
            c->terminal = 1; /* 7.1.2 */
            return;
        }
        if (c->occ == FULL) {
            c->terminal = 1; /* 7.2.1, 7.2.2 */
            return;
        }
        if (c->hsize[c->tp] == 0) {
            c->turns[c->tp] += 1; /* P8.2, 7.1.1 */
            c->tp ^= 1;
            continue;
        }
        c->terminal = 0;
        return;
    }
}

/* The cards of the seat that is not `p`. */
static uint32_t enemy_of(const Core *c, int p)
{
    return p == 0 ? (c->occ & ~c->own0 & FULL) : (c->occ & c->own0);
}

static void play(Core *c, int k, int s, Saved *sv)
{
    int p = c->tp, countered;
    uint32_t bit = 1u << s, flips, own0;
    uint64_t h;
    sv->own0 = c->own0;
    sv->hash = c->hash;
    sv->turns0 = c->turns[0];
    sv->turns1 = c->turns[1];
    sv->tp = c->tp;
    sv->occ = c->occ;
    flips = resolve(c, k, s, enemy_of(c, p), &countered);
    c->board[s] = (uint8_t)k;
    c->occ |= bit;
    c->hand[k] -= 1;
    c->hsize[p] -= 1;
    own0 = (p == 0 ? (c->own0 | bit) : (c->own0 & ~bit)) ^ flips;
    h = c->hash ^ Z(s, k, p);
    if (countered) {
        own0 ^= bit; /* counter-snatch: the resolution ends */
        h ^= Z(s, k, 0) ^ Z(s, k, 1);
    }
    while (flips) {
        int x = lowest(flips), t = c->board[x];
        flips &= flips - 1u;
        h ^= Z(x, t, 0) ^ Z(x, t, 1);
    }
    c->own0 = own0;
    c->hash = h;
    c->turns[p] += 1;
    c->tp = p ^ 1;
    advance(c);
}

static void unplay(Core *c, int k, int s, const Saved *sv)
{
    c->own0 = sv->own0;
    c->hash = sv->hash;
    c->turns[0] = sv->turns0;
    c->turns[1] = sv->turns1;
    c->tp = sv->tp;
    c->occ = sv->occ;
    c->board[s] = EMPTY;
    c->hand[k] += 1;
    c->hsize[c->owner[k]] += 1;
    c->terminal = 0;
}

static int diff(const Core *c, int me)
{
    int a = popcount16(c->occ & c->own0);
    int b = popcount16(c->occ) - a;
    return me == 0 ? a - b : b - a;
}

static int evaluate(const Core *c, int me, int left)
{
    uint32_t empty = ~c->occ & FULL, rest, open = 0, mine_set, enemy;
    int mine = 0, theirs = 0, adj, best = -INF, k;
    mine_set = me == 0 ? (c->occ & c->own0) : (c->occ & ~c->own0 & FULL);
    enemy = c->occ & ~mine_set;
    for (rest = c->occ; rest; rest &= rest - 1u) {
        int s = lowest(rest);
        int e = popcount16(c->blind[c->board[s]][s] & empty);
        if ((mine_set >> s) & 1u)
            mine += e;
        else
            theirs += e;
    }
    adj = 2 * theirs - mine;
    if (adj < -ADJ_LIMIT)
        adj = -ADJ_LIMIT;
    if (adj > ADJ_LIMIT)
        adj = ADJ_LIMIT;
    /* The empty squares next to an enemy card: a Summon elsewhere snatches nothing. */
    for (rest = empty; rest; rest &= rest - 1u) {
        int s = lowest(rest);
        if (neighbour_mask[s] & enemy)
            open |= 1u << s;
    }
    for (k = 0; k < c->n; k++) {
        if (c->owner[k] != me || !c->hand[k])
            continue;
        if (open != empty && best < 0)
            best = 0;
        for (rest = open; rest; rest &= rest - 1u) {
            int s = lowest(rest), countered, g;
            uint32_t flips;
            if (!(c->mask[k][s] & enemy)) {
                if (best < 0)
                    best = 0;
                continue;
            }
            flips = resolve(c, k, s, enemy, &countered);
            g = 2 * popcount16(flips) - (countered ? 2 : 0);
            if (g > best)
                best = g;
        }
    }
    if (best == -INF)
        best = 0;
    return SCALE * diff(c, me) + SCALE * (left & 1) + THREAT * best + adj;
}

/* What the Hand of `side` can do from the empty squares against the cards in `foe`:
 * the best Snatch gain of one Summon (2 a card, less 2 for a counter-snatch, P10.3) and
 * the second-best over the other squares, how many squares offer a gain, and the cards
 * of `foe` that some Summon from its Hand could snatch (a neighbour out of sight, or in
 * sight and weaker: P10.3(b), P10.3(a)), whatever the order of the resolution.
 * look[s]: the occupied squares whose card looks back at empty square s. */
static void scan(const Core *c, int side, uint32_t foe, uint32_t empty, const uint16_t *look,
                 int *best, int *best2, int *npos, uint32_t *reach)
{
    int kinds[MAXK], nk = 0, b1 = -INF, b2 = -INF, np = 0, k, i;
    uint32_t rest, hit = 0;
    for (k = 0; k < c->n; k++)
        if (c->owner[k] == side && c->hand[k])
            kinds[nk++] = k;
    if (nk > 0) {
        for (rest = empty; rest; rest &= rest - 1u) {
            int s = lowest(rest), gs = -INF;
            uint32_t near = neighbour_mask[s] & foe;
            if (!near) {
                gs = 0;
            } else {
                for (i = 0; i < nk; i++) {
                    int kk = kinds[i], first, g;
                    uint32_t flips = snatchable(c, kk, s, c->mask[kk][s] & near, look, &first);
                    hit |= flips;
                    if (first < 9)
                        g = 2 * popcount16(flips & c->before[kk][s][first]) - 2;
                    else
                        g = 2 * popcount16(flips);
                    if (g > gs)
                        gs = g;
                }
            }
            if (gs > b1) {
                b2 = b1;
                b1 = gs;
            } else if (gs > b2) {
                b2 = gs;
            }
            if (gs > 0)
                np++;
        }
    }
    *best = b1 == -INF ? 0 : b1;
    *best2 = b2 == -INF ? 0 : b2;
    *npos = np;
    *reach = hit;
}

/* 16 times the mean printed power in the Hand of `side`, 0 for an empty Hand. */
static int hand_power(const Core *c, int side)
{
    int k, sum = 0, count = 0;
    for (k = 0; k < c->n; k++) {
        if (c->owner[k] == side && c->hand[k]) {
            sum += c->power[k] * c->hand[k];
            count += c->hand[k];
        }
    }
    return count ? 16 * sum / count : 0;
}

/* The features of the fitted evaluation, for `me`, the player to move, with `left`
 * Summons to come (docs/ai.md lists them). */
static void features(const Core *c, int me, int left, int *f)
{
    uint32_t empty = ~c->occ & FULL, rest, mine_set, theirs, open_cards = 0;
    uint32_t reach_me, reach_them;
    uint16_t look[16];
    int mine = 0, other = 0, adj;
    mine_set = me == 0 ? (c->occ & c->own0) : (c->occ & ~c->own0 & FULL);
    theirs = c->occ & ~mine_set;
    memset(look, 0, sizeof(look));
    for (rest = c->occ; rest; rest &= rest - 1u) {
        int x = lowest(rest), t = c->board[x];
        uint32_t free_near = neighbour_mask[x] & empty;
        int e = popcount16(c->blind[t][x] & empty);
        uint32_t seen = c->mask[t][x] & free_near;
        if ((mine_set >> x) & 1u)
            mine += e;
        else
            other += e;
        if (free_near)
            open_cards |= 1u << x;
        while (seen) {
            int s = lowest(seen);
            seen &= seen - 1u;
            look[s] |= (uint16_t)(1u << x);
        }
    }
    adj = 2 * other - mine;
    if (adj < -ADJ_LIMIT)
        adj = -ADJ_LIMIT;
    if (adj > ADJ_LIMIT)
        adj = ADJ_LIMIT;
    f[0] = diff(c, me);
    f[1] = left & 1;
    scan(c, me, theirs, empty, look, &f[2], &f[13], &f[11], &reach_them);
    f[3] = adj;
    scan(c, me ^ 1, mine_set, empty, look, &f[4], &f[14], &f[12], &reach_me);
    f[5] = popcount16(reach_me & mine_set);
    f[6] = popcount16(reach_them & theirs);
    f[7] = popcount16(open_cards & mine_set & ~reach_me);
    f[8] = popcount16(open_cards & theirs & ~reach_them);
    f[9] = hand_power(c, me);
    f[10] = hand_power(c, me ^ 1);
    f[15] = 1;
}

static int floor_div(long long a, int b)
{
    return (int)(a >= 0 ? a / b : -((-a + b - 1) / b));
}

static int evaluate_fitted(const Core *c, int me, int left)
{
    int f[NF], i;
    long long sum = 0;
    const int32_t *w = c->weights[16 - popcount16(c->occ)];
    features(c, me, left, f);
    for (i = 0; i < NF; i++)
        sum += (long long)w[i] * f[i];
    i = floor_div(sum, WEIGHT_ONE);
    return i > EVAL_LIMIT ? EVAL_LIMIT : (i < -EVAL_LIMIT ? -EVAL_LIMIT : i);
}

/* The turn player's Summons in generation order: kinds, then squares. */
static int gen_moves(const Core *c, Move *out)
{
    int n = 0, k, s;
    for (k = 0; k < c->n; k++) {
        if (c->owner[k] != c->tp || !c->hand[k])
            continue;
        for (s = 0; s < 16; s++) {
            if ((c->occ >> s) & 1u)
                continue;
            out[n].kind = (uint8_t)k;
            out[n].square = (uint8_t)s;
            out[n].key = 0;
            n++;
        }
    }
    return n;
}

/* The moves with their ordering keys: the Momon a Summon wins at once (its Snatches,
 * P10.3, less a counter-snatch), then how few empty squares next to it it cannot see,
 * then generation order; the table's move, if any, before all.  The caller takes them
 * best first with next_move. */
static int ordered(const Core *c, Move *out, int first_kind, int first_square)
{
    int n = gen_moves(c, out), i;
    uint32_t enemy = enemy_of(c, c->tp);
    for (i = 0; i < n; i++) {
        int k = out[i].kind, s = out[i].square, countered, gain, exposure;
        uint32_t flips = resolve(c, k, s, enemy, &countered);
        gain = 2 * popcount16(flips) + (countered ? -1 : 1);
        exposure = popcount16(c->blind[k][s] & ~(c->occ | (1u << s)) & FULL);
        out[i].key = ORDER_KEY(gain * 16 - exposure, i);
        if (k == first_kind && s == first_square)
            out[i].key = FIRST_KEY;
    }
    return n;
}

/* Bring the best of moves[i..n-1] to place i. */
static void next_move(Move *moves, int n, int i)
{
    int j, b = i;
    Move m;
    for (j = i + 1; j < n; j++)
        if (moves[j].key > moves[b].key)
            b = j;
    m = moves[b];
    moves[b] = moves[i];
    moves[i] = m;
}

static int negamax(Core *c, int depth, int alpha, int beta, int left, int ply);

static int child(Core *c, int k, int s, int me, int depth, int alpha, int beta, int left,
                 int ply)
{
    Saved sv;
    int v;
    play(c, k, s, &sv);
    if (c->terminal)
        v = SCALE * diff(c, me);
    else if (c->tp == me)
        v = negamax(c, depth - 1, alpha, beta, left - 1, ply + 1);
    else
        v = -negamax(c, depth - 1, -beta, -alpha, left - 1, ply + 1);
    unplay(c, k, s, &sv);
    return v;
}

static int negamax(Core *c, int depth, int alpha, int beta, int left, int ply)
{
    Entry *e;
    uint64_t key;
    int tt_kind = -1, tt_square = -1, alpha0, best, best_kind = 0, best_square = 0, n, i;
    Move *moves;
    c->nodes += 1;
    if (c->nodes > c->budget) {
        c->aborted = 1;
        return 0;
    }
    if (depth <= 0)
        return c->fitted ? evaluate_fitted(c, c->tp, left) : evaluate(c, c->tp, left);
    key = c->hash;
    e = &c->tt[key & TT_MASK];
    if (e->used && e->key == key) {
        tt_kind = e->kind;
        tt_square = e->square;
        if (e->depth >= depth &&
            (e->flag == F_EXACT || (e->flag == F_LOWER && e->value >= beta) ||
             (e->flag == F_UPPER && e->value <= alpha)))
            return e->value;
    }
    alpha0 = alpha;
    best = -INF;
    moves = c->moves[ply];
    n = ordered(c, moves, tt_kind, tt_square);
    for (i = 0; i < n; i++) {
        int k, s, v;
        next_move(moves, n, i);
        k = moves[i].kind;
        s = moves[i].square;
        if (i == 0) {
            v = child(c, k, s, c->tp, depth, alpha, beta, left, ply);
        } else {
            /* Principal variation search: a null window first. */
            v = child(c, k, s, c->tp, depth, alpha, alpha + 1, left, ply);
            if (!c->aborted && alpha < v && v < beta)
                v = child(c, k, s, c->tp, depth, alpha, beta, left, ply);
        }
        if (c->aborted)
            return 0;
        if (v > best) {
            best = v;
            best_kind = k;
            best_square = s;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    e->key = key;
    e->depth = (int8_t)depth;
    e->flag = (uint8_t)(best <= alpha0 ? F_UPPER : (best >= beta ? F_LOWER : F_EXACT));
    e->value = (int16_t)best;
    e->kind = (uint8_t)best_kind;
    e->square = (uint8_t)best_square;
    e->used = 1;
    return best;
}

static int decisions_left(const Core *c)
{
    int turns[2], hsize[2], tp = c->tp, empty = 16 - popcount16(c->occ), count = 0;
    turns[0] = c->turns[0];
    turns[1] = c->turns[1];
    hsize[0] = c->hsize[0];
    hsize[1] = c->hsize[1];
    while (!(turns[0] >= TURNS_PER_PLAYER && turns[1] >= TURNS_PER_PLAYER) && empty) {
        if (hsize[tp]) {
            hsize[tp] -= 1;
            empty -= 1;
            count += 1;
        }
        turns[tp] += 1;
        tp ^= 1;
    }
    return count;
}

typedef struct {
    int kind, square, value, depth, exact;
    long long nodes;
    int n;
    int values[MAXMOVES];
    int have_values;
    /* The outcome at the threshold: 1 a win proven (the move reaches it), -1 a loss
     * proven, 0 not known. */
    int proven;
} Result;

/* After the iterative deepening: with at most `prove` more nodes, look for a root move
 * whose exact value reaches `threshold` (a null window at it, searched to the end of
 * the game), the moves in the order the deepening left them.  Nothing else changes if
 * the budget runs out first. */
static void prove_outcome(Core *c, Move *root, int n, int left, long long prove,
                          int threshold, Result *r)
{
    int i, me = c->tp;
    long long start = c->nodes;
    c->budget = start + prove;
    c->aborted = 0;
    for (i = 0; i < n; i++) {
        int v = child(c, root[i].kind, root[i].square, me, left, threshold - 1, threshold,
                      left, 0);
        if (c->aborted)
            break;
        if (v >= threshold) {
            r->kind = root[i].kind;
            r->square = root[i].square;
            r->proven = 1;
            break;
        }
    }
    if (!c->aborted && i == n)
        r->proven = -1;
    if (c->nodes > start + prove)
        c->nodes = start + prove;
}

static void search(Core *c, long long budget, int all_values, long long prove,
                   int threshold, Result *r)
{
    Move root[MAXMOVES];
    int values[MAXMOVES];
    int gen_index[MAXMOVES];
    int n, left, depth, i, j, me = c->tp, found = 0;
    c->budget = budget;
    c->nodes = 0;
    c->aborted = 0;
    left = decisions_left(c);
    n = ordered(c, root, -1, -1);
    /* The root in its full order; gen_index maps it back to generation order. */
    for (i = 0; i < n; i++) {
        next_move(root, n, i);
        gen_index[i] = 2047 - (int)(root[i].key & 2047);
    }
    r->n = n;
    r->have_values = 0;
    r->kind = root[0].kind;
    r->square = root[0].square;
    r->value = 0;
    r->depth = 0;
    r->exact = 0;
    for (depth = 1; depth <= left; depth++) {
        int best = -INF, bi = 0;
        for (i = 0; i < n; i++) {
            int k = root[i].kind, s = root[i].square, v;
            if (all_values || i == 0) {
                v = child(c, k, s, me, depth, -INF, INF, left, 0);
            } else {
                v = child(c, k, s, me, depth, best, best + 1, left, 0);
                if (!c->aborted && v > best)
                    v = child(c, k, s, me, depth, best, INF, left, 0);
            }
            if (c->aborted)
                break;
            values[gen_index[i]] = v;
            if (v > best) {
                best = v;
                bi = i;
            }
        }
        if (c->aborted)
            break;
        found = 1;
        r->kind = root[bi].kind;
        r->square = root[bi].square;
        r->value = best;
        r->depth = depth;
        if (all_values) {
            memcpy(r->values, values, sizeof(int) * (size_t)n);
            r->have_values = 1;
        }
        {
            /* The best move first in the next iteration. */
            Move m = root[bi];
            int gi = gen_index[bi];
            for (j = bi; j > 0; j--) {
                root[j] = root[j - 1];
                gen_index[j] = gen_index[j - 1];
            }
            root[0] = m;
            gen_index[0] = gi;
        }
    }
    if (found)
        r->exact = r->depth >= left;
    if (c->nodes > budget)
        c->nodes = budget;
    r->proven = 0;
    if (r->exact)
        r->proven = r->value >= threshold ? 1 : -1;
    else if (prove > 0)
        prove_outcome(c, root, n, left, prove, threshold, r);
    r->nodes = c->nodes;
}

/* ------------------------------------------------------------------ Python glue */

static Core *load(PyObject *args, long long *budget, int *all_values, int *kind, int *square,
                  long long *prove, int *threshold, int mode)
{
    Py_buffer owner, power, sight, board, hand, weights;
    int own0, t0, t1, tp, k, s, i;
    long long nodes = 0, prove_nodes = 0;
    int allv = 0, mk = 0, ms = 0, ok, limit = 0;
    Core *c;
    memset(&weights, 0, sizeof(weights));
    if (mode == 0)
        ok = PyArg_ParseTuple(args, "y*y*y*y*iy*iiiLp|y*Li", &owner, &power, &sight, &board,
                              &own0, &hand, &t0, &t1, &tp, &nodes, &allv, &weights,
                              &prove_nodes, &limit);
    else
        ok = PyArg_ParseTuple(args, "y*y*y*y*iy*iiiii", &owner, &power, &sight, &board, &own0,
                              &hand, &t0, &t1, &tp, &mk, &ms);
    if (!ok)
        return NULL;
    c = NULL;
    if (owner.len < 1 || owner.len > MAXK || power.len != owner.len ||
        hand.len != owner.len || sight.len != owner.len * 16 * 9 || board.len != 16 ||
        own0 < 0 || own0 > 0xFFFF || t0 < 0 || t1 < 0 || t0 > 1000 || t1 > 1000 ||
        (tp != 0 && tp != 1) || nodes < 0 || prove_nodes < 0 || limit < -1000 ||
        limit > 1000) {
        PyErr_SetString(PyExc_ValueError, "malformed vanilla position");
        goto done;
    }
    if (weights.buf != NULL && weights.len != 0 && weights.len != 17 * NF * 4) {
        PyErr_SetString(PyExc_ValueError, "malformed evaluation weights");
        goto done;
    }
    c = (Core *)calloc(1, sizeof(Core));
    if (c == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    c->n = (int)owner.len;
    if (weights.buf != NULL && weights.len != 0) {
        /* 17 rows of NF little-endian 32-bit weights, each within +-2^20. */
        const uint8_t *wb = (const uint8_t *)weights.buf;
        for (i = 0; i < 17 * NF; i++) {
            uint32_t u = (uint32_t)wb[4 * i] | ((uint32_t)wb[4 * i + 1] << 8) |
                         ((uint32_t)wb[4 * i + 2] << 16) | ((uint32_t)wb[4 * i + 3] << 24);
            int32_t v = u >= 0x80000000u ? -(int32_t)(0xFFFFFFFFu - u) - 1 : (int32_t)u;
            if (v > (1 << 20) || v < -(1 << 20)) {
                PyErr_SetString(PyExc_ValueError, "malformed evaluation weights");
                goto fail;
            }
            c->weights[i / NF][i % NF] = v;
        }
        c->fitted = 1;
    }
    for (k = 0; k < c->n; k++) {
        const uint8_t *ow = (const uint8_t *)owner.buf, *pw = (const uint8_t *)power.buf;
        const uint8_t *hd = (const uint8_t *)hand.buf, *sg = (const uint8_t *)sight.buf;
        if (ow[k] > 1 || pw[k] < 1 || pw[k] > 99) {
            PyErr_SetString(PyExc_ValueError, "malformed vanilla position");
            goto fail;
        }
        c->owner[k] = ow[k];
        c->power[k] = pw[k];
        c->hand[k] = hd[k];
        c->hsize[ow[k]] += hd[k];
        for (s = 0; s < 16; s++) {
            const uint8_t *row = sg + (k * 16 + s) * 9;
            uint16_t m = 0;
            if (row[0] > 8) {
                PyErr_SetString(PyExc_ValueError, "malformed vanilla position");
                goto fail;
            }
            c->nsq[k][s] = row[0];
            for (i = 0; i < row[0]; i++) {
                if (row[1 + i] > 15) {
                    PyErr_SetString(PyExc_ValueError, "malformed vanilla position");
                    goto fail;
                }
                c->sq[k][s][i] = row[1 + i];
                m |= (uint16_t)(1u << row[1 + i]);
            }
            c->mask[k][s] = m;
            c->blind[k][s] = (uint16_t)(neighbour_mask[s] & ~m);
            c->before[k][s][0] = 0;
            for (i = 0; i < row[0]; i++) {
                c->rank[k][s][row[1 + i]] = (uint8_t)i;
                c->before[k][s][i + 1] = (uint16_t)(c->before[k][s][i] | (1u << row[1 + i]));
            }
        }
    }
    for (s = 0; s < 16; s++) {
        int b = ((const uint8_t *)board.buf)[s];
        if (b != EMPTY && b >= c->n) {
            PyErr_SetString(PyExc_ValueError, "malformed vanilla position");
            goto fail;
        }
        c->board[s] = (uint8_t)b;
        if (b != EMPTY) {
            int ctl = ((own0 >> s) & 1) ? 0 : 1;
            c->occ |= 1u << s;
            c->hash ^= Z(s, b, ctl);
        }
    }
    c->own0 = (uint32_t)own0;
    c->turns[0] = t0;
    c->turns[1] = t1;
    c->tp = tp;
    if (mode == 1) {
        if (mk < 0 || mk >= c->n || ms < 0 || ms > 15 || c->board[ms] != EMPTY ||
            c->owner[mk] != tp || c->hand[mk] < 1) {
            PyErr_SetString(PyExc_ValueError, "illegal vanilla move");
            goto fail;
        }
    } else if (c->hsize[tp] < 1 || c->occ == FULL) {
        PyErr_SetString(PyExc_ValueError, "the vanilla position waits for no Summon");
        goto fail;
    }
    *budget = nodes;
    *prove = prove_nodes;
    *threshold = limit;
    *all_values = allv;
    *kind = mk;
    *square = ms;
    goto done;
fail:
    free(c);
    c = NULL;
done:
    PyBuffer_Release(&owner);
    PyBuffer_Release(&power);
    PyBuffer_Release(&sight);
    PyBuffer_Release(&board);
    PyBuffer_Release(&hand);
    if (weights.buf != NULL)
        PyBuffer_Release(&weights);
    return c;
}

static PyObject *py_search(PyObject *self, PyObject *args)
{
    long long budget, prove;
    int all_values, mk, ms, i, threshold;
    Core *c = load(args, &budget, &all_values, &mk, &ms, &prove, &threshold, 0);
    Result *r;
    PyObject *values, *out;
    (void)self;
    if (c == NULL)
        return NULL;
    c->tt = (Entry *)calloc(TT_SIZE, sizeof(Entry));
    r = (Result *)calloc(1, sizeof(Result));
    if (c->tt == NULL || r == NULL) {
        free(c->tt);
        free(c);
        free(r);
        return PyErr_NoMemory();
    }
    Py_BEGIN_ALLOW_THREADS
    search(c, budget, all_values, prove, threshold, r);
    Py_END_ALLOW_THREADS
    free(c->tt);
    free(c);
    values = PyTuple_New(r->have_values ? r->n : 0);
    if (values == NULL) {
        free(r);
        return NULL;
    }
    if (r->have_values) {
        for (i = 0; i < r->n; i++) {
            PyObject *v = PyLong_FromLong(r->values[i]);
            if (v == NULL) {
                Py_DECREF(values);
                free(r);
                return NULL;
            }
            PyTuple_SET_ITEM(values, i, v);
        }
    }
    out = Py_BuildValue("(ii)iiiLNi", r->kind, r->square, r->value, r->depth, r->exact,
                        r->nodes, values, r->proven);
    free(r);
    return out;
}

static PyObject *py_step(PyObject *self, PyObject *args)
{
    long long budget, prove;
    int all_values, mk, ms, threshold;
    Saved sv;
    PyObject *out;
    Core *c = load(args, &budget, &all_values, &mk, &ms, &prove, &threshold, 1);
    (void)self;
    if (c == NULL)
        return NULL;
    play(c, mk, ms, &sv);
    out = Py_BuildValue("iiiii", (int)c->own0, c->turns[0], c->turns[1], c->tp, c->terminal);
    free(c);
    return out;
}

static PyMethodDef methods[] = {
    {"search", py_search, METH_VARARGS,
     "search(owner, power, sight, board, own0, hand, turns0, turns1, to_move, nodes, "
     "all_values[, weights, prove, threshold]) -> ((kind, square), value, depth, exact, "
     "nodes, values, proven)"},
    {"step", py_step, METH_VARARGS,
     "step(owner, power, sight, board, own0, hand, turns0, turns1, to_move, kind, square) "
     "-> (own0, turns0, turns1, to_move, over)"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_vanilla",
                                    "The vanilla solver's search in C (see vanilla.py).", -1,
                                    methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__vanilla(void)
{
    init_tables();
    return PyModule_Create(&module);
}
