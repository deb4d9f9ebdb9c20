/* A tool call's whole Markdown block (render_tools.tool_call_block, its definition), in one call.
 *
 * Rendering a tool call was mostly glue between C calls: each label, code span, fence and diff a
 * string of its own, then joined. Here the block is written as pieces (parts of the agent's strings,
 * literals, backtick runs, numbers), counted, then copied once into a string of the width they need,
 * using the passes of _textscan.c (the same extension module; _textscan.h). What it does not do
 * itself it asks the Python definitions for (the helpers render_tools passes); it answers None, and
 * the Python renders the block, for fields of unexpected types. tests/unit/test_tool_block.py holds
 * it to the Python.
 *
 * Agent text is untrusted: every read is at an index below the string's length, and the only string
 * written is one allocated here at the size counted beforehand.
 */
#include "_textscan.h"

#include <string.h>

/* The block is written as pieces (strings or parts of them, literals, runs of one character,
 * numbers), then copied once into a string of the length and width they add up to. */
enum piece_type { PIECE_STR, PIECE_CHARS, PIECE_REPEAT, PIECE_NUMBER };

typedef struct {
    enum piece_type type;
    Py_ssize_t len;
    PyObject *str;            /* PIECE_STR: str[lo:lo + len], a reference owned by the builder */
    Py_ssize_t lo;
    const char *chars;        /* PIECE_CHARS: Latin-1, static */
    Py_UCS4 ch;               /* PIECE_REPEAT */
    unsigned long long number; /* PIECE_NUMBER, in decimal */
} Piece;

#define INLINE_PIECES 64

typedef struct {
    Piece *pieces;
    Py_ssize_t count, capacity, length;
    Py_UCS4 max_char;
    Py_ssize_t parts;  /* parts begun with builder_part (joined by a blank line) */
    Piece inline_pieces[INLINE_PIECES];
} Builder;

static void
builder_init(Builder *b)
{
    b->pieces = b->inline_pieces;
    b->count = b->length = b->parts = 0;
    b->capacity = INLINE_PIECES;
    b->max_char = 0x7f;
}

static void
builder_clear(Builder *b)
{
    for (Py_ssize_t k = 0; k < b->count; k++) {
        if (b->pieces[k].type == PIECE_STR) {
            Py_DECREF(b->pieces[k].str);
        }
    }
    if (b->pieces != b->inline_pieces) {
        PyMem_Free(b->pieces);
    }
    builder_init(b);
}

/* The storage width's top for a character (what PyUnicode_New takes). */
static Py_UCS4
width_of(Py_UCS4 ch)
{
    return ch < 0x80 ? 0x7f : ch < 0x100 ? 0xff : ch < 0x10000 ? 0xffff : 0x10ffff;
}

/* A new piece of `type` and `len` characters, the widest `max_char`; NULL (an exception set) when
 * out of memory. */
static Piece *
builder_next(Builder *b, enum piece_type type, Py_ssize_t len, Py_UCS4 max_char)
{
    if (len > PY_SSIZE_T_MAX - b->length) {
        PyErr_NoMemory();
        return NULL;
    }
    if (b->count == b->capacity) {
        if (b->capacity > PY_SSIZE_T_MAX / 2 / (Py_ssize_t)sizeof(Piece)) {
            PyErr_NoMemory();
            return NULL;
        }
        Py_ssize_t capacity = b->capacity * 2;
        Piece *pieces = b->pieces == b->inline_pieces ? PyMem_Malloc(capacity * sizeof(Piece))
                                                       : PyMem_Realloc(b->pieces, capacity * sizeof(Piece));
        if (pieces == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        if (b->pieces == b->inline_pieces) {
            memcpy(pieces, b->inline_pieces, sizeof(b->inline_pieces));
        }
        b->pieces = pieces;
        b->capacity = capacity;
    }
    b->length += len;
    b->max_char = Py_MAX(b->max_char, max_char);
    Piece *piece = &b->pieces[b->count++];
    piece->type = type;
    piece->len = len;
    return piece;
}

/* The widest character of data[lo:hi] (0 when empty). */
static Py_UCS4
widest_in(int kind, const void *data, Py_ssize_t lo, Py_ssize_t hi)
{
    Py_UCS4 widest = 0;
    for (Py_ssize_t i = lo; i < hi; i++) {
        widest = Py_MAX(widest, PyUnicode_READ(kind, data, i));
    }
    return widest;
}

/* width_of the widest character of text[lo:hi]: a str must be stored at the width of its widest
 * character, which a part of a string need not have. */
static Py_UCS4
span_max_char(PyObject *text, Py_ssize_t lo, Py_ssize_t hi)
{
    Py_UCS4 whole = PyUnicode_MAX_CHAR_VALUE(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    if (whole == 0x7f || (lo == 0 && hi == n)) {
        return whole;
    }
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    /* A str holds a character of its width: when only ASCII is left out, that character is inside. */
    if (n - (hi - lo) <= hi - lo && Py_MAX(widest_in(kind, data, 0, lo), widest_in(kind, data, hi, n)) < 0x80) {
        return whole;
    }
    return width_of(widest_in(kind, data, lo, hi));
}

/* Adds text[lo:hi] (taking a new reference); nothing when it is empty. */
static int
add_span(Builder *b, PyObject *text, Py_ssize_t lo, Py_ssize_t hi)
{
    if (hi <= lo) {
        return 0;
    }
    Piece *piece = builder_next(b, PIECE_STR, hi - lo, span_max_char(text, lo, hi));
    if (piece == NULL) {
        return -1;
    }
    piece->str = Py_NewRef(text);
    piece->lo = lo;
    return 0;
}

static int
add_str(Builder *b, PyObject *text)
{
    return add_span(b, text, 0, PyUnicode_GET_LENGTH(text));
}

/* add_str, taking over `text` (a new reference, or NULL after an error). */
static int
add_new(Builder *b, PyObject *text)
{
    if (text == NULL) {
        return -1;
    }
    int failed = add_str(b, text);
    Py_DECREF(text);
    return failed;
}

/* Adds `len` static Latin-1 characters, the widest `max_char`. */
static int
add_chars(Builder *b, const char *chars, Py_ssize_t len, Py_UCS4 max_char)
{
    Piece *piece = builder_next(b, PIECE_CHARS, len, max_char);
    if (piece == NULL) {
        return -1;
    }
    piece->chars = chars;
    return 0;
}

/* Adds an ASCII string literal. */
#define ADD_ASCII(b, literal) add_chars((b), (literal), (Py_ssize_t)sizeof(literal) - 1, 0x7f)

/* Adds `count` times the character `ch`. */
static int
add_repeat(Builder *b, Py_UCS4 ch, Py_ssize_t count)
{
    Piece *piece = builder_next(b, PIECE_REPEAT, count, width_of(ch));
    if (piece == NULL) {
        return -1;
    }
    piece->ch = ch;
    return 0;
}

/* Adds a number in decimal. */
static int
add_number(Builder *b, unsigned long long number)
{
    Py_ssize_t digits = 1;
    for (unsigned long long rest = number / 10; rest; rest /= 10) {
        digits++;
    }
    Piece *piece = builder_next(b, PIECE_NUMBER, digits, 0x7f);
    if (piece == NULL) {
        return -1;
    }
    piece->number = number;
    return 0;
}

/* Begins a part of "\n\n".join(parts): the blank line before every part but the first. */
static int
builder_part(Builder *b)
{
    return b->parts++ ? ADD_ASCII(b, "\n\n") : 0;
}

/* Copies a piece of a narrower string into out[at:] (the common case of PyUnicode_CopyCharacters,
 * without its checks and calls: nothing can be out of range). */
static void
widen(int kind, void *out, Py_ssize_t at, int from_kind, const void *from, Py_ssize_t len)
{
    if (kind == PyUnicode_2BYTE_KIND) {
        Py_UCS2 *to = (Py_UCS2 *)out + at;
        for (Py_ssize_t i = 0; i < len; i++) {
            to[i] = ((const Py_UCS1 *)from)[i];
        }
    }
    else if (from_kind == PyUnicode_1BYTE_KIND) {
        Py_UCS4 *to = (Py_UCS4 *)out + at;
        for (Py_ssize_t i = 0; i < len; i++) {
            to[i] = ((const Py_UCS1 *)from)[i];
        }
    }
    else {
        Py_UCS4 *to = (Py_UCS4 *)out + at;
        for (Py_ssize_t i = 0; i < len; i++) {
            to[i] = ((const Py_UCS2 *)from)[i];
        }
    }
}

/* The pieces as one string; the builder is empty again after it, whatever happened. */
static PyObject *
builder_finish(Builder *b)
{
    PyObject *out = PyUnicode_New(b->length, b->max_char);
    if (out == NULL) {
        builder_clear(b);
        return NULL;
    }
    int kind = PyUnicode_KIND(out);
    char *data = PyUnicode_DATA(out);
    Py_ssize_t at = 0;
    for (Py_ssize_t k = 0; k < b->count; k++) {
        Piece *piece = &b->pieces[k];
        Py_ssize_t len = piece->len;
        switch (piece->type) {
        case PIECE_STR: {
            int from_kind = PyUnicode_KIND(piece->str);
            const char *from = (const char *)PyUnicode_DATA(piece->str) + piece->lo * from_kind;
            if (from_kind == kind) {
                memcpy(data + at * kind, from, (size_t)len * kind);
            }
            else if (from_kind < kind) {
                widen(kind, data, at, from_kind, from, len);
            }
            else if (PyUnicode_CopyCharacters(out, at, piece->str, piece->lo, len) < 0) {  /* checked */
                Py_DECREF(out);
                builder_clear(b);
                return NULL;
            }
            break;
        }
        case PIECE_CHARS:
            if (kind == PyUnicode_1BYTE_KIND) {
                memcpy(data + at, piece->chars, (size_t)len);
            }
            else {
                for (Py_ssize_t i = 0; i < len; i++) {
                    PyUnicode_WRITE(kind, data, at + i, (Py_UCS4)(unsigned char)piece->chars[i]);
                }
            }
            break;
        case PIECE_REPEAT:
            if (kind == PyUnicode_1BYTE_KIND) {
                memset(data + at, (int)piece->ch, (size_t)len);
            }
            else {
                for (Py_ssize_t i = 0; i < len; i++) {
                    PyUnicode_WRITE(kind, data, at + i, piece->ch);
                }
            }
            break;
        case PIECE_NUMBER: {
            unsigned long long rest = piece->number;
            for (Py_ssize_t i = len - 1; i >= 0; i--, rest /= 10) {
                PyUnicode_WRITE(kind, data, at + i, (Py_UCS4)('0' + rest % 10));
            }
            break;
        }
        }
        at += len;
    }
    assert(at == b->length);
    builder_clear(b);
    return out;
}

/* -- what the block is made of, each as a Python definition makes it ------------------------- */

/* The helpers render_tools passes (render_tools._C_HELPERS): Python definitions the C calls for
 * what it does not do itself, and a number it must use. */
enum {
    H_CLEAN_TEXT,     /* sanitize.clean_text, for text that needs cleaning */
    H_SINGLE_LINE,    /* sanitize.single_line, for a label that is not plain */
    H_SANITIZE_LABEL, /* titles.sanitize_label, for a label that is not plain */
    H_C_HUNKS,        /* _linediff.diff_hunks (or None) */
    H_HUNKS,          /* diffs.diff_hunks, where the C matcher answers None */
    H_MAX_LINES,      /* diffs.DIFF_MAX_LINES, unified_diff's max_lines */
    H_CONTENT_PART,   /* render_tools.content_part(item, entry): any item not written here */
    H_COUNT
};

/* What one block's functions share: the helpers, the keys, the entry (for content_part) and the
 * last single_line asked for and its answer (a path is shown as a location and in its diff). */
typedef struct {
    PyObject *const *helpers;
    PyObject *const *keys;
    PyObject *entry;
    PyObject *line_of, *line;
    int line_plain;  /* whether `line` is a plain label, with no whitespace at its ends */
} Block;

/* A helper's answer (a new reference, or NULL after an error), which must be a str; NULL with an
 * exception set otherwise. */
static PyObject *
helper_str(PyObject *result)
{
    if (result != NULL && !PyUnicode_Check(result)) {
        PyErr_Format(PyExc_TypeError, "tool_call_block(): a helper returned %.100s, not str",
                     Py_TYPE(result)->tp_name);
        Py_DECREF(result);
        return NULL;
    }
#if PY_VERSION_HEX < 0x030C0000
    if (result != NULL && PyUnicode_READY(result) < 0) {
        Py_DECREF(result);
        return NULL;
    }
#endif
    return result;
}

/* func(*args), which must be a str. */
static PyObject *
call_for_str(PyObject *func, PyObject *const *args, size_t nargs)
{
    return helper_str(PyObject_Vectorcall(func, args, nargs, NULL));
}

/* text[*lo:*hi] without the whitespace at its ends (str.strip()). */
static void
strip_spaces(PyObject *text, Py_ssize_t *lo, Py_ssize_t *hi)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    while (*lo < *hi && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, *lo))) {
        (*lo)++;
    }
    while (*hi > *lo && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, *hi - 1))) {
        (*hi)--;
    }
}

/* text[lo:hi] as a new reference (text itself when that is all of it). */
static PyObject *
substring(PyObject *text, Py_ssize_t lo, Py_ssize_t hi)
{
    return lo == 0 && hi == PyUnicode_GET_LENGTH(text) ? Py_NewRef(text) : PyUnicode_Substring(text, lo, hi);
}

static int
same_text(PyObject *a, PyObject *b)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(a);
    return a == b || (n == PyUnicode_GET_LENGTH(b) && PyUnicode_KIND(a) == PyUnicode_KIND(b) &&
                      memcmp(PyUnicode_DATA(a), PyUnicode_DATA(b), (size_t)n * PyUnicode_KIND(a)) == 0);
}

/* sanitize.single_line: a plain label is only stripped (all its fast path does). The answer is kept
 * for the next question (a pure function of the text). */
static PyObject *
single_line_of(Block *block, PyObject *text)
{
    if (block->line_of != NULL && same_text(block->line_of, text)) {
        return Py_NewRef(block->line);
    }
    PyObject *line;
    int plain = is_plain_label(text);
    if (plain) {
        Py_ssize_t lo = 0, hi = PyUnicode_GET_LENGTH(text);
        strip_spaces(text, &lo, &hi);
        line = substring(text, lo, hi);
    }
    else {
        line = call_for_str(block->helpers[H_SINGLE_LINE], &text, 1);
    }
    if (line == NULL) {
        return NULL;
    }
    Py_XSETREF(block->line_of, Py_NewRef(text));
    Py_XSETREF(block->line, Py_NewRef(line));
    block->line_plain = plain;  /* a part of a plain label is plain */
    return line;
}

/* titles.sanitize_label(text, max_len), max_len >= 2. A plain label's only whitespace is " " (every
 * other is unprintable), so sanitize.label makes it the label stripped, cut (to max_len - 1
 * characters, stripped again, and an ellipsis) when longer than max_len: its head-first cleaning
 * of long text gives the same for a plain one. */
static PyObject *
label_of(Block *block, PyObject *text, Py_ssize_t max_len)
{
    if (!is_plain_label(text)) {
        PyObject *max = PyLong_FromSsize_t(max_len);
        if (max == NULL) {
            return NULL;
        }
        PyObject *args[2] = {text, max};
        PyObject *label = call_for_str(block->helpers[H_SANITIZE_LABEL], args, 2);
        Py_DECREF(max);
        return label;
    }
    Py_ssize_t lo = 0, hi = PyUnicode_GET_LENGTH(text);
    strip_spaces(text, &lo, &hi);
    if (hi - lo <= max_len) {
        return substring(text, lo, hi);
    }
    hi = lo + max_len - 1;
    strip_spaces(text, &lo, &hi);
    Builder b;
    builder_init(&b);
    if (add_span(&b, text, lo, hi) < 0 || add_repeat(&b, 0x2026, 1) < 0) {  /* "…" */
        builder_clear(&b);
        return NULL;
    }
    return builder_finish(&b);
}

/* sanitize.clean_text: text itself when it holds nothing to clean. */
static PyObject *
clean_of(Block *block, PyObject *text)
{
    if (!text_needs_cleaning(PyUnicode_KIND(text), PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text))) {
        return Py_NewRef(text);
    }
    return call_for_str(block->helpers[H_CLEAN_TEXT], &text, 1);
}

/* Whether escape_prose would change anything in text (one of `<`, `>`, `&`, `]` is in it). */
static int
has_prose_special(PyObject *text)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    return next_event(PyUnicode_KIND(text), PyUnicode_DATA(text), n, 0, 0) < n;
}

/* Whether sanitize.inline_code gives a text escaped as prose instead of a code span: it holds a `<`
 * or a `]` that could start a link (`](`, `][`, `]:`). */
static int
prose_not_code(PyObject *text)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c == '<') {
            return 1;
        }
        if (c == ']' && i + 1 < n) {
            Py_UCS4 next = PyUnicode_READ(kind, data, i + 1);
            if (next == '(' || next == '[' || next == ':') {
                return 1;
            }
        }
    }
    return 0;
}

/* sanitize.code_span_bounds: where the text starts and ends inside what inline_code returned. */
static void
code_span_bounds(PyObject *markup, Py_ssize_t *start, Py_ssize_t *end)
{
    int kind = PyUnicode_KIND(markup);
    const void *data = PyUnicode_DATA(markup);
    Py_ssize_t n = PyUnicode_GET_LENGTH(markup), ticks = 0;
    while (ticks < n && PyUnicode_READ(kind, data, ticks) == '`') {
        ticks++;
    }
    Py_ssize_t pad = ticks && ticks < n && PyUnicode_READ(kind, data, ticks) == ' ';
    *start = ticks + pad;
    *end = n - ticks - pad;
}

/* The code span of sanitize.inline_code, for `line` (single_line's answer, not empty, not escaped)
 * and `number` after it (":" and the number, when it is not NULL; then `line` ends with no backtick):
 * the span's backticks, a space inside each when the text begins or ends with a backtick. Sets
 * *start and *end as code_span_bounds gives them, from what is written: after the opening run (no
 * backtick follows it), one more for a space. */
static int
add_code_span(Builder *b, PyObject *line, const unsigned long long *number, Py_ssize_t *start, Py_ssize_t *end)
{
    int kind = PyUnicode_KIND(line);
    const void *data = PyUnicode_DATA(line);
    Py_ssize_t n = PyUnicode_GET_LENGTH(line), ticks = backtick_run(kind, data, n) + 1;
    Py_UCS4 first = PyUnicode_READ(kind, data, 0);
    int padded = first == '`' || (number == NULL && PyUnicode_READ(kind, data, n - 1) == '`');
    Py_ssize_t before = b->length;
    if (add_repeat(b, '`', ticks) < 0 || (padded && ADD_ASCII(b, " ") < 0) || add_str(b, line) < 0 ||
        (number != NULL && (ADD_ASCII(b, ":") < 0 || add_number(b, *number) < 0)) ||
        (padded && ADD_ASCII(b, " ") < 0) || add_repeat(b, '`', ticks) < 0) {
        return -1;
    }
    Py_ssize_t pad = padded || first == ' ';
    *start = ticks + pad;
    *end = b->length - before - ticks - pad;
    return 0;
}

/* Adds sanitize.inline_code(text) and sets *start and *end to code_span_bounds of it. */
static int
add_inline_code(Builder *b, Block *block, PyObject *text, Py_ssize_t *start, Py_ssize_t *end)
{
    PyObject *line = single_line_of(block, text);
    if (line == NULL) {
        return -1;
    }
    int failed;
    if (PyUnicode_GET_LENGTH(line) == 0) {
        *start = *end = 0;
        failed = 0;
    }
    else if (prose_not_code(line)) {
        PyObject *escaped = prose_string(line, 0, PyUnicode_GET_LENGTH(line), 0);
        if (escaped != NULL) {
            code_span_bounds(escaped, start, end);
        }
        failed = add_new(b, escaped) < 0;
    }
    else {
        failed = add_code_span(b, line, NULL, start, end) < 0;
    }
    Py_DECREF(line);
    return failed ? -1 : 0;
}

/* Adds sanitize.fenced(cleaned, word): without its trailing line breaks, in a fence longer than any
 * backtick run inside (at least three), `word` (an info word as _INFO_WORD_RE takes it) after the
 * opening fence. Takes over `cleaned` (a new reference, or NULL after an error). */
static int
add_fenced(Builder *b, PyObject *cleaned, const char *word, Py_ssize_t word_len)
{
    if (cleaned == NULL) {
        return -1;
    }
    int kind = PyUnicode_KIND(cleaned);
    const void *data = PyUnicode_DATA(cleaned);
    Py_ssize_t n = PyUnicode_GET_LENGTH(cleaned);
    Py_ssize_t ticks = fence_ticks(kind, data, &n);
    int failed = add_repeat(b, '`', ticks) < 0 ||
                 (n ? add_chars(b, word, word_len, 0x7f) < 0 || ADD_ASCII(b, "\n") < 0 ||
                      add_span(b, cleaned, 0, n) < 0 || ADD_ASCII(b, "\n") < 0
                    : ADD_ASCII(b, "\n") < 0) ||
                 add_repeat(b, '`', ticks) < 0;
    Py_DECREF(cleaned);
    return failed ? -1 : 0;
}

#define ADD_FENCED(b, cleaned, word) add_fenced((b), (cleaned), (word), (Py_ssize_t)sizeof(word) - 1)

/* -- the block's parts ----------------------------------------------------------------------- */

/* Whether `value` is a str (exactly) equal to the ASCII `literal`. */
static int
is_ascii_str(PyObject *value, const char *literal)
{
    size_t len = strlen(literal);
    return value != NULL && PyUnicode_CheckExact(value) && PyUnicode_IS_ASCII(value) &&
           (size_t)PyUnicode_GET_LENGTH(value) == len && memcmp(PyUnicode_DATA(value), literal, len) == 0;
}

/* dict[key] or NULL (a borrowed reference); -1 with an exception set when the lookup failed. */
static int
lookup(PyObject *dict, PyObject *key, PyObject **value)
{
    *value = PyDict_GetItemWithError(dict, key);
    return *value == NULL && PyErr_Occurred() ? -1 : 0;
}

static PyObject *
exact_str_or_null(PyObject *value)
{
    return value != NULL && PyUnicode_CheckExact(value) ? value : NULL;
}

/* The heading: "#### Tool: " and the title (render_tools._tool_title) escaped. */
static int
add_heading(Builder *b, Block *block, PyObject *title, PyObject *tool_call_id)
{
    PyObject *label = title == Py_None ? PyUnicode_New(0, 0) : label_of(block, title, 120);
    if (label != NULL && PyUnicode_GET_LENGTH(label) == 0) {
        Py_DECREF(label);
        Builder id;
        builder_init(&id);
        label = ADD_ASCII(&id, "Tool call ") < 0 || add_new(&id, label_of(block, tool_call_id, 40)) < 0
                    ? NULL
                    : builder_finish(&id);
        builder_clear(&id);
    }
    if (label == NULL) {
        return -1;
    }
    PyObject *escaped = prose_string(label, 0, PyUnicode_GET_LENGTH(label), 0);
    Py_DECREF(label);
    return builder_part(b) < 0 || ADD_ASCII(b, "#### Tool: ") < 0 || add_new(b, escaped) < 0 ? -1 : 0;
}

/* The facts line: name, kind and status as labels, joined by " · ", escaped and in emphasis; sets
 * *shown to whether there is one. With nothing to escape in any label (nearly always), the labels
 * are written as they are; otherwise the line is joined, then escaped as one text. */
static int
add_facts(Builder *b, Block *block, PyObject *const *facts, int *shown)
{
    PyObject *labels[3];
    int count = 0, special = 0, failed = 0;
    for (int k = 0; k < 3; k++) {
        if (facts[k] == Py_None || PyUnicode_GET_LENGTH(facts[k]) == 0) {
            continue;
        }
        PyObject *label = label_of(block, facts[k], 40);
        if (label == NULL) {
            failed = 1;
            break;
        }
        if (PyUnicode_GET_LENGTH(label) == 0) {
            Py_DECREF(label);
            continue;
        }
        special |= has_prose_special(label);
        labels[count++] = label;
    }
    *shown = count > 0;
    if (!failed && count) {
        Builder line;
        builder_init(&line);
        Builder *to = special ? &line : b;
        failed = builder_part(b) < 0 || ADD_ASCII(b, "*") < 0;
        for (int k = 0; k < count && !failed; k++) {
            failed = (k && add_chars(to, " \xb7 ", 3, 0xff) < 0) || add_str(to, labels[k]) < 0;
        }
        if (!failed && special) {
            PyObject *joined = builder_finish(&line);
            failed = joined == NULL ||
                     add_new(b, prose_string(joined, 0, PyUnicode_GET_LENGTH(joined), 0)) < 0;
            Py_XDECREF(joined);
        }
        builder_clear(&line);
        failed = failed || ADD_ASCII(b, "*") < 0;
    }
    for (int k = 0; k < count; k++) {
        Py_DECREF(labels[k]);
    }
    return failed ? -1 : 0;
}

/* A location's link: (path, line, the line in the block, start, end). */
static PyObject *
link_of(PyObject *path, PyObject *number, Py_ssize_t line, Py_ssize_t start, Py_ssize_t end)
{
    PyObject *link = PyTuple_New(5);
    if (link == NULL) {
        return NULL;
    }
    PyTuple_SET_ITEM(link, 0, Py_NewRef(path));
    PyTuple_SET_ITEM(link, 1, Py_NewRef(number == NULL ? Py_None : number));
    Py_ssize_t values[3] = {line, 2 + start, 2 + end};
    for (int k = 0; k < 3; k++) {
        PyObject *value = PyLong_FromSsize_t(values[k]);
        if (value == NULL) {
            Py_DECREF(link);
            return NULL;
        }
        PyTuple_SET_ITEM(link, 2 + k, value);
    }
    return link;
}

/* One location's line ("- " and inline_code of the path, ":line" after it when it has a line) and
 * its link; nothing when it has no path to show. 1 when the Python must render the block. */
static int
add_location(Builder *b, Block *block, PyObject *location, Py_ssize_t line_base, Py_ssize_t *shown,
             PyObject *links)
{
    PyObject *path, *line;
    if (PyTuple_CheckExact(location) && PyTuple_GET_SIZE(location) == 2) {  /* entries.compact_location */
        path = PyTuple_GET_ITEM(location, 0);
        line = PyTuple_GET_ITEM(location, 1);
        line = line == Py_None ? NULL : line;
    }
    else if (!PyDict_CheckExact(location)) {
        return 1;
    }
    else if (lookup(location, block->keys[K_PATH], &path) < 0 ||
             lookup(location, block->keys[K_LINE], &line) < 0) {
        return -1;
    }
    if (path == NULL || !PyUnicode_Check(path)) {
        return 0;
    }
    if (!PyUnicode_CheckExact(path) || (line != NULL && PyLong_Check(line) && !PyLong_CheckExact(line) &&
                                        !PyBool_Check(line))) {
        return 1;  /* a subclass of str or int: what it makes of itself is the Python's business */
    }
    Py_INCREF(path);
    Py_XINCREF(line);
    PyObject *text = single_line_of(block, path), *number = NULL, *link = NULL;
    unsigned long long value = 0;
    int result = -1, big = 0;
    Py_ssize_t start, end;
    if (text == NULL) {
        goto done;
    }
    if (PyUnicode_GET_LENGTH(text) == 0) {
        result = 0;
        goto done;
    }
    if (line != NULL && PyLong_CheckExact(line)) {
        int overflow;
        long long signed_value = PyLong_AsLongLongAndOverflow(line, &overflow);
        if (signed_value == -1 && PyErr_Occurred()) {
            goto done;
        }
        if (overflow > 0 || (overflow == 0 && signed_value >= 0)) {
            number = line;
            value = (unsigned long long)signed_value;
            big = overflow > 0;
        }
    }
    if ((*shown ? ADD_ASCII(b, "\n") : builder_part(b)) < 0 || ADD_ASCII(b, "- ") < 0) {
        goto done;
    }
    if (number != NULL && !big && block->line_plain && !prose_not_code(text) &&
        PyUnicode_READ_CHAR(text, PyUnicode_GET_LENGTH(text) - 1) != ']') {
        /* The line and ":123" are plain, with no whitespace at their ends (single_line leaves them as
         * they are) and no `<` or link bracket: a code span, written as it is. */
        if (add_code_span(b, text, &value, &start, &end) < 0) {
            goto done;
        }
    }
    else {
        if (number != NULL) {  /* the text with its line, cleaned by inline_code as one */
            Builder with_line;
            builder_init(&with_line);
            PyObject *joined = add_str(&with_line, text) < 0 || ADD_ASCII(&with_line, ":") < 0 ||
                                       (big ? add_new(&with_line, PyObject_Str(number)) < 0
                                            : add_number(&with_line, value) < 0)
                                   ? NULL
                                   : builder_finish(&with_line);
            builder_clear(&with_line);
            if (joined == NULL) {
                goto done;
            }
            Py_SETREF(text, joined);
        }
        if (add_inline_code(b, block, text, &start, &end) < 0) {
            goto done;
        }
    }
    link = link_of(path, number, line_base + *shown, start, end);
    if (link == NULL || PyList_Append(links, link) < 0) {
        goto done;
    }
    (*shown)++;
    result = 0;
done:
    Py_DECREF(path);
    Py_XDECREF(line);
    Py_XDECREF(text);
    Py_XDECREF(link);
    return result;
}

/* render_tools.diff_block of a protocol-1 diff: "*Diff of* ", the path's inline code, and
 * diffs.unified_diff(path, old_text, new_text) in a fence. The hunks come from the C matcher or, for
 * a big middle, diffs.diff_hunks; the diff's own lines are written into the fence as they are. 1 when
 * the Python must render the block (hunks of line breaks only, which neither ever gives). */
static int
add_diff(Builder *b, Block *block, PyObject *path, PyObject *old_text, PyObject *new_text)
{
    PyObject *const *helpers = block->helpers;
    PyObject *old = old_text != NULL && PyUnicode_GET_LENGTH(old_text) ? clean_of(block, old_text)
                                                                          : Py_NewRef(Py_None);
    PyObject *new = old == NULL ? NULL
                    : PyUnicode_GET_LENGTH(new_text) ? clean_of(block, new_text)
                                                     : Py_NewRef(Py_None);
    PyObject *hunks = NULL, *shown = NULL;
    int result = -1;
    if (new == NULL) {
        goto done;
    }
    PyObject *args[3] = {old, new, helpers[H_MAX_LINES]};
    if (helpers[H_C_HUNKS] != Py_None) {  /* None for a middle too big to match there */
        hunks = PyObject_Vectorcall(helpers[H_C_HUNKS], args, 3, NULL);
        if (hunks == NULL || (hunks != Py_None && (hunks = helper_str(hunks)) == NULL)) {
            goto done;
        }
    }
    if (hunks == NULL || hunks == Py_None) {
        Py_XDECREF(hunks);
        hunks = call_for_str(helpers[H_HUNKS], args, 3);
        if (hunks == NULL) {
            goto done;
        }
    }
    int kind = PyUnicode_KIND(hunks);
    const void *data = PyUnicode_DATA(hunks);
    Py_ssize_t n = PyUnicode_GET_LENGTH(hunks), kept = n, start, end;
    while (kept > 0 && PyUnicode_READ(kind, data, kept - 1) == '\n') {
        kept--;
    }
    if (n && !kept) {
        result = 1;
        goto done;
    }
    if (ADD_ASCII(b, "*Diff of* ") < 0 || add_inline_code(b, block, path, &start, &end) < 0 ||
        ADD_ASCII(b, "\n\n") < 0) {
        goto done;
    }
    if (n == 0) {  /* the same lines: fenced("") */
        result = ADD_ASCII(b, "```\n```");
        goto done;
    }
    shown = single_line_of(block, path);
    if (shown == NULL) {
        goto done;
    }
    Py_ssize_t from = 0, shown_len = PyUnicode_GET_LENGTH(shown);
    while (from < shown_len && PyUnicode_READ_CHAR(shown, from) == '/') {
        from++;
    }
    /* fenced(diff, "diff"): a run of backticks cannot cross the header's line breaks */
    Py_ssize_t path_run = backtick_run(PyUnicode_KIND(shown), PyUnicode_DATA(shown), shown_len);
    Py_ssize_t ticks = Py_MAX(3, Py_MAX(path_run, backtick_run(kind, data, kept)) + 1);
    if (add_repeat(b, '`', ticks) < 0 || ADD_ASCII(b, "diff\n--- ") < 0 ||
        (old_text != NULL ? ADD_ASCII(b, "a/") < 0 || add_span(b, shown, from, shown_len) < 0
                          : ADD_ASCII(b, "/dev/null") < 0) ||
        ADD_ASCII(b, "\n+++ b/") < 0 || add_span(b, shown, from, shown_len) < 0 || ADD_ASCII(b, "\n") < 0 ||
        add_span(b, hunks, 0, kept) < 0 || ADD_ASCII(b, "\n") < 0 || add_repeat(b, '`', ticks) < 0) {
        goto done;
    }
    result = 0;
done:
    Py_XDECREF(old);
    Py_XDECREF(new);
    Py_XDECREF(hunks);
    Py_XDECREF(shown);
    return result;
}

/* One content item's part: text in a fence or a protocol-1 diff written here, anything else by
 * render_tools.content_part (called with the item and the entry). An entry keeps a plain text item
 * as its bare string and a diff as a (path, old text or None, new text) tuple (entries.compact_item).
 * 1 when the Python must render the block. */
static int
add_item(Builder *b, Block *block, PyObject *item)
{
    PyObject *const *keys = block->keys;
    PyObject *type, *content, *content_type, *text, *path, *new_text, *old_text;
    if (PyUnicode_CheckExact(item)) {
        return builder_part(b) < 0 || ADD_FENCED(b, clean_of(block, item), "text") < 0 ? -1 : 0;
    }
    if (PyTuple_CheckExact(item) && PyTuple_GET_SIZE(item) == 3) {
        path = PyTuple_GET_ITEM(item, 0);
        old_text = PyTuple_GET_ITEM(item, 1);
        new_text = PyTuple_GET_ITEM(item, 2);
        if (PyUnicode_CheckExact(path) && PyUnicode_CheckExact(new_text) &&
            (old_text == Py_None || PyUnicode_CheckExact(old_text))) {
            /* the tuple (a new reference the caller holds) keeps its strings alive */
            return builder_part(b) < 0 ? -1 : add_diff(b, block, path, old_text == Py_None ? NULL : old_text,
                                                        new_text);
        }
    }
    if (PyDict_CheckExact(item)) {
        if (lookup(item, keys[K_TYPE], &type) < 0) {
            return -1;
        }
        if (is_ascii_str(type, "content")) {
            if (lookup(item, keys[K_CONTENT], &content) < 0) {
                return -1;
            }
            if (content == NULL || !PyDict_Check(content)) {
                return 0;  /* tool_content gives "", a part left out */
            }
            if (PyDict_CheckExact(content)) {
                if (lookup(content, keys[K_TYPE], &content_type) < 0 || lookup(content, keys[K_TEXT], &text) < 0) {
                    return -1;
                }
                if (is_ascii_str(content_type, "text") && exact_str_or_null(text) != NULL) {
                    Py_INCREF(text);
                    int failed = builder_part(b) < 0 || ADD_FENCED(b, clean_of(block, text), "text") < 0;
                    Py_DECREF(text);
                    return failed ? -1 : 0;
                }
            }
        }
        else if (is_ascii_str(type, "diff")) {
            if (lookup(item, keys[K_PATH], &path) < 0 || lookup(item, keys[K_NEW_TEXT], &new_text) < 0 ||
                lookup(item, keys[K_OLD_TEXT], &old_text) < 0) {
                return -1;
            }
            if (exact_str_or_null(path) != NULL && exact_str_or_null(new_text) != NULL &&
                (old_text == NULL || !PyUnicode_Check(old_text) || PyUnicode_CheckExact(old_text))) {
                old_text = exact_str_or_null(old_text);
                Py_INCREF(path);
                Py_INCREF(new_text);
                Py_XINCREF(old_text);
                int result = builder_part(b) < 0 ? -1 : add_diff(b, block, path, old_text, new_text);
                Py_DECREF(path);
                Py_DECREF(new_text);
                Py_XDECREF(old_text);
                return result;
            }
        }
    }
    PyObject *args[2] = {item, block->entry};
    PyObject *part = call_for_str(block->helpers[H_CONTENT_PART], args, 2);
    if (part == NULL) {
        return -1;
    }
    if (PyUnicode_GET_LENGTH(part) == 0) {
        Py_DECREF(part);
        return 0;
    }
    return builder_part(b) < 0 ? (Py_DECREF(part), -1) : add_new(b, part);
}

static int
str_or_none(PyObject *value)
{
    return value == Py_None || PyUnicode_CheckExact(value);
}

/* The command of an execute call's raw input as render_tools reads it (a new reference), or NULL
 * (*outside set when the Python must render the block). */
static PyObject *
command_of(Block *block, PyObject *kind, PyObject *raw_input, int *outside)
{
    PyObject *command = NULL;
    if (!is_ascii_str(kind, "execute") || !PyDict_Check(raw_input)) {
        return NULL;
    }
    if (!PyDict_CheckExact(raw_input) || lookup(raw_input, block->keys[K_COMMAND], &command) < 0) {
        *outside = !PyErr_Occurred();
        return NULL;
    }
    if (command != NULL && PyUnicode_Check(command) && !PyUnicode_CheckExact(command)) {
        *outside = 1;
        return NULL;
    }
    return command != NULL && PyUnicode_CheckExact(command) ? Py_NewRef(command) : NULL;
}

const char tool_call_block_doc[] =
"tool_call_block(title, tool_call_id, name, kind, status, locations, items, raw_input, raw_output,\n"
"                entry, after, helpers, /)\n--\n\n"
"render_tools.tool_call_block(entry, after) from the entry's fields: (block, links). None when\n"
"the Python must render it (output without content, fields of unexpected types).";

PyObject *
tool_call_block(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (check_nargs("tool_call_block", nargs, 12) < 0) {
        return NULL;
    }
    PyObject *title = args[0], *tool_call_id = args[1], *kind = args[3], *locations = args[5];
    PyObject *items = args[6], *raw_output = args[8], *after = args[10], *helpers = args[11];
    if (!PyTuple_CheckExact(helpers) || PyTuple_GET_SIZE(helpers) != H_COUNT) {
        PyErr_Format(PyExc_TypeError, "tool_call_block() takes a tuple of %d helpers", H_COUNT);
        return NULL;
    }
    if (check_str(after, "tool_call_block") < 0) {
        return NULL;
    }
    if (!str_or_none(title) || !PyUnicode_CheckExact(tool_call_id) || !str_or_none(args[2]) ||
        !str_or_none(kind) || !str_or_none(args[4]) || !PyList_CheckExact(locations) ||
        !PyList_CheckExact(items) || (PyList_GET_SIZE(items) == 0 && raw_output != Py_None)) {
        Py_RETURN_NONE;
    }
    Block block = {
        .helpers = &PyTuple_GET_ITEM(helpers, 0),
        .keys = ((textscan_state *)PyModule_GetState(module))->keys,
        .entry = args[9],
    };
    int outside = 0, facts, found = 0;
    PyObject *command = command_of(&block, kind, args[7], &outside);
    if (command == NULL && (outside || PyErr_Occurred())) {
        return outside ? Py_NewRef(Py_None) : NULL;
    }
    Builder b;
    builder_init(&b);
    PyObject *links = PyList_New(0), *result = NULL;
    if (links == NULL || add_heading(&b, &block, title, tool_call_id) < 0 ||
        add_facts(&b, &block, &args[2], &facts) < 0) {
        goto done;
    }
    Py_ssize_t shown = 0;
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(locations) && !found; k++) {
        PyObject *location = Py_NewRef(PyList_GET_ITEM(locations, k));
        found = add_location(&b, &block, location, facts ? 4 : 2, &shown, links);
        Py_DECREF(location);
    }
    if (command != NULL && !found) {
        Builder line;
        builder_init(&line);
        PyObject *text = ADD_ASCII(&line, "$ ") < 0 || add_str(&line, command) < 0 ? NULL : builder_finish(&line);
        builder_clear(&line);
        found = text == NULL || builder_part(&b) < 0 || ADD_FENCED(&b, clean_of(&block, text), "sh") < 0 ? -1 : 0;
        Py_XDECREF(text);
    }
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(items) && !found; k++) {
        PyObject *item = Py_NewRef(PyList_GET_ITEM(items, k));
        found = add_item(&b, &block, item);
        Py_DECREF(item);
    }
    if (found) {
        result = found > 0 ? Py_NewRef(Py_None) : NULL;
        goto done;
    }
    if (add_str(&b, after) < 0) {
        goto done;
    }
    PyObject *text = builder_finish(&b), *link_tuple = text == NULL ? NULL : PyList_AsTuple(links);
    if (link_tuple != NULL) {
        result = PyTuple_Pack(2, text, link_tuple);
    }
    Py_XDECREF(text);
    Py_XDECREF(link_tuple);
done:
    builder_clear(&b);
    Py_XDECREF(links);
    Py_XDECREF(command);
    Py_XDECREF(block.line_of);
    Py_XDECREF(block.line);
    return result;
}
