/* The JSON tokens a line reader in C needs, shared by `_update_line.c` (a replay's text chunks) and
 * `_page_line.c` (a `session/list` answer): a cursor over the line's bytes, string tokens scanned
 * sixteen bytes at a time and decoded as JSON decodes them, and objects walked member by member.
 * Static inline: each extension has its own copy. Every reader built on it returns DECLINED for
 * anything the JSON parser (orjson) might read otherwise, and the line then goes the general way.
 */
#ifndef ACP_BRIDGE_JSONLINE_H
#define ACP_BRIDGE_JSONLINE_H

#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "../sessions/_utf8.h"  /* a decoded escape written as UTF-8 */
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The three outcomes of each step: a Python error is set, the line is not of the shape, or fine. */
#define FAILED (-1)
#define DECLINED 0
#define READ 1

typedef struct {
    const char *p;
    const char *end;
} Cursor;

/* A string token: the bytes between its quotes, and whether any of them is an escape. */
typedef struct {
    const char *start;
    Py_ssize_t size;
    int escaped;
} Token;

static inline void
skip_space(Cursor *c)
{
    /* Compact JSON has none: one comparison tells a token's first byte from whitespace. */
    while (c->p < c->end && (unsigned char)*c->p <= ' '
           && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) {
        c->p++;
    }
}

/* Skips whitespace and then the bytes of `text` when they come next; 0 (nothing consumed but the
 * whitespace) when they don't. Keys and fixed values are matched so, quotes included: a key written
 * with escapes, or longer, is not one of them. */
static inline int
literal(Cursor *c, const char *text, Py_ssize_t size)
{
    skip_space(c);
    if (c->end - c->p < size || memcmp(c->p, text, (size_t)size) != 0) {
        return 0;
    }
    c->p += size;
    return 1;
}
#define LITERAL(c, text) literal((c), text, (Py_ssize_t)sizeof(text) - 1)

/* Skips whitespace and then `ch`; DECLINED if the next byte is another one. */
static inline int
take(Cursor *c, char ch)
{
    skip_space(c);
    if (c->p >= c->end || *c->p != ch) {
        return DECLINED;
    }
    c->p++;
    return READ;
}

/* Whether any of the 8 bytes in `word` is a quote, a backslash or a control character (exact:
 * the classic "has a zero byte" test, and its "has a byte less than" variant). */
static inline int
has_special(uint64_t word)
{
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    uint64_t quote = word ^ (ones * '"'), backslash = word ^ (ones * '\\');
    uint64_t found = ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash)
                     | ((word - ones * 0x20) & ~word);
    return (found & highs) != 0;
}

/* Scans a string token (after whitespace). Raw control characters are refused here, as by JSON;
 * escapes are only checked for their backslash here and decoded (and checked) by `string_of`.
 * A text is hundreds of bytes: they are checked sixteen at a time (SSE2), or eight at a time in a
 * word, until a block holds a byte that matters; SSE2's mask points at it, the word's is found byte
 * by byte. */
static inline int
scan_string(Cursor *c, Token *token)
{
    if (!take(c, '"')) {
        return DECLINED;
    }
    const char *p = c->p, *end = c->end;
    token->start = p;
    token->escaped = 0;
    for (;;) {
#ifdef __SSE2__
        /* 16 bytes at a time, straight to the first that matters (SSE2 is part of x86-64). */
        const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\');
        const __m128i control_max = _mm_set1_epi8(0x1F);
        while (end - p >= 16) {
            __m128i v = _mm_loadu_si128((const __m128i *)p);
            __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                                       _mm_cmpeq_epi8(_mm_min_epu8(v, control_max), v));  /* <= 0x1F */
            int mask = _mm_movemask_epi8(hit);
            if (mask != 0) {
                p += __builtin_ctz((unsigned)mask);
                goto special;
            }
            p += 16;
        }
#endif
        for (;;) {
            uint64_t word;
            if (end - p >= 8) {
                memcpy(&word, p, 8);
                if (!has_special(word)) {
                    p += 8;
                    continue;
                }
            }
            /* the word with the byte, or the rest of the line */
            const char *stop = end - p >= 8 ? p + 8 : end;
            while (p < stop && *p != '"' && *p != '\\' && (unsigned char)*p >= 0x20) {
                p++;
            }
            if (p >= end) {
                return DECLINED;  /* no closing quote */
            }
            goto special;  /* has_special said the word holds one */
        }
    special:
        if (*p == '"') {
            token->size = p - token->start;
            c->p = p + 1;
            return READ;
        }
        if (*p != '\\' || end - p < 2) {
            return DECLINED;  /* a raw control character, or a backslash at the end */
        }
        token->escaped = 1;
        p += 2;  /* the escaped byte can be a quote; \u's digits are ordinary bytes */
    }
}

static inline int
hex4(const char *p, unsigned int *out)
{
    unsigned int value = 0;
    for (int i = 0; i < 4; i++) {
        char ch = p[i];
        value <<= 4;
        if (ch >= '0' && ch <= '9') {
            value |= (unsigned int)(ch - '0');
        } else if (ch >= 'a' && ch <= 'f') {
            value |= (unsigned int)(ch - 'a' + 10);
        } else if (ch >= 'A' && ch <= 'F') {
            value |= (unsigned int)(ch - 'A' + 10);
        } else {
            return 0;
        }
    }
    *out = value;
    return 1;
}

/* Unescapes `token` into `out` (at least token->size bytes: no escape is shorter than what it
 * stands for in UTF-8); the number of bytes written, or -1 for an escape JSON does not have or a
 * surrogate that is not half of a pair (the JSON parser decides about those). */
static inline Py_ssize_t
unescape(const Token *token, char *out)
{
    const char *p = token->start, *end = token->start + token->size;
    char *o = out;
    while (p < end) {
        const char *slash = memchr(p, '\\', (size_t)(end - p));
        if (slash == NULL) {
            memcpy(o, p, (size_t)(end - p));
            o += end - p;
            break;
        }
        memcpy(o, p, (size_t)(slash - p));
        o += slash - p;
        p = slash + 1;  /* scan_string saw to it that a byte follows */
        switch (*p++) {
        case '"': *o++ = '"'; break;
        case '\\': *o++ = '\\'; break;
        case '/': *o++ = '/'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'n': *o++ = '\n'; break;
        case 'r': *o++ = '\r'; break;
        case 't': *o++ = '\t'; break;
        case 'u': {
            unsigned int cp, low;
            if (end - p < 4 || !hex4(p, &cp)) {
                return -1;
            }
            p += 4;
            if (cp >= 0xDC00 && cp <= 0xDFFF) {
                return -1;  /* a low surrogate first */
            }
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                if (end - p < 6 || p[0] != '\\' || p[1] != 'u' || !hex4(p + 2, &low)
                    || low < 0xDC00 || low > 0xDFFF) {
                    return -1;
                }
                p += 6;
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            }
            o = put_utf8(o, cp);
            break;
        }
        default:
            return -1;
        }
    }
    return o - out;
}

/* The str a string token stands for; *result stays NULL when the line is declined (escapes or
 * UTF-8 the JSON parser would refuse). */
static inline int
string_of(const Token *token, PyObject **result)
{
    *result = NULL;
    PyObject *text;
    if (!token->escaped) {
        text = PyUnicode_DecodeUTF8(token->start, token->size, NULL);
    } else {
        char small[256];
        char *buffer = token->size <= (Py_ssize_t)sizeof(small) ? small : PyMem_Malloc((size_t)token->size);
        if (buffer == NULL) {
            PyErr_NoMemory();
            return FAILED;
        }
        Py_ssize_t size = unescape(token, buffer);
        text = size < 0 ? Py_None : PyUnicode_DecodeUTF8(buffer, size, NULL);
        if (buffer != small) {
            PyMem_Free(buffer);
        }
        if (text == Py_None) {
            return DECLINED;
        }
    }
    if (text == NULL) {
        if (PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
            PyErr_Clear();  /* not UTF-8, or a surrogate written as UTF-8: refused as JSON too */
            return DECLINED;
        }
        return FAILED;
    }
    *result = text;
    return READ;
}

/* Skips whitespace and `open`: 1 when an item follows, 0 when `close` does at once (consumed: the
 * object or list is empty), -1 when the next byte is not `open`. */
static inline int
open_items(Cursor *c, char open, char close)
{
    if (!take(c, open)) {
        return -1;
    }
    skip_space(c);
    if (c->p < c->end && *c->p == close) {
        c->p++;
        return 0;
    }
    return 1;
}

/* After an item (or a member): 1 when a comma follows (another one comes), 0 when `close` does (the
 * object or list ends), -1 for anything else. Consumed either way. */
static inline int
after_item(Cursor *c, char close)
{
    skip_space(c);
    if (c->p >= c->end) {
        return -1;
    }
    char next = *c->p++;
    return next == ',' ? 1 : next == close ? 0 : -1;
}

/* Calls `member(c, state)` at each member of the object that starts here (its key is next); DECLINED
 * for a member it declines or for anything that is not an object. */
typedef int (*Member)(Cursor *c, void *state);

static inline int
read_object(Cursor *c, Member member, void *state)
{
    int more = open_items(c, '{', '}');
    while (more > 0) {
        int outcome = member(c, state);
        if (outcome != READ) {
            return outcome;
        }
        more = after_item(c, '}');
    }
    return more == 0 ? READ : DECLINED;
}

#endif
