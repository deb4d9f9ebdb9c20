/* The per-character passes of sanitize.py that every rendered text goes through, in C.
 *
 * Rendering a long session cleans and escapes tens of megabytes of agent text. In Python each
 * check is a separate C-level pass (isascii, translate, isprintable, several `in` and replace), and
 * isprintable looks every character up in the Unicode database. Here the text is read in blocks,
 * each tested by a branch-free loop the compiler vectorises (a few characters per instruction), and
 * only a block that holds a character of interest is looked at one character at a time: whether text
 * needs cleaning, prose escaping, a whole plain message, and where an agent fence opens and closes;
 * also whether a label is plain and the longest backtick run (short texts, one pass each). Built on
 * those: a message's whole block (heading, prose, a thought's quoting) and an agent's Markdown with
 * its own fences re-emitted as ours (prose_markdown), each in one call. A tool call's whole block
 * (render_tools.tool_call_block) is written with these passes in _toolblock.c, part of this module.
 * Built with the compiled modules (scripts/build-native.py) and used only when they are
 * (acp_bridge/native.py); otherwise sanitize.py and render_tools.py run their Python definitions,
 * which are the specification: tests/unit/test_textscan.py and test_tool_block.py hold these
 * functions to them.
 *
 * Agent text is untrusted: every read is at an index below the string's length, and the only string
 * written is one allocated here at the size counted beforehand.
 */
#include "_textscan.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Characters per block: long enough for the vector loop to pay, short enough that a block holding a
 * special character costs little to look at again one character at a time. */
#define BLOCK 64

/* -- needs_cleaning -------------------------------------------------------------------------- */

/* clean_text's set: C0 controls but tab and newline, DEL, C1, U+2028..U+202E (line/paragraph
 * separators and bidi embeddings/overrides), U+2066..U+2069 (bidi isolates), U+E0000..U+E007F (tag
 * characters). The same set as sanitize._NEEDS_CLEANING_RE. Written without branches, in the
 * width of the string's own characters (unsigned wrap-around makes each range one comparison), so
 * that the loops below vectorise; each width tests only the ranges it can hold. */
#define CONTROL(T, c) ((((c) < 0x20) & ((c) != '\t') & ((c) != '\n')) | ((T)((c) - 0x7f) <= 0x20))
#define NEEDS_CLEANING_1(c) CONTROL(Py_UCS1, c)
#define NEEDS_CLEANING_2(c) \
    (CONTROL(Py_UCS2, c) | ((Py_UCS2)((c) - 0x2028) <= 6) | ((Py_UCS2)((c) - 0x2066) <= 3))
#define NEEDS_CLEANING_4(c) \
    (CONTROL(Py_UCS4, c) | ((Py_UCS4)((c) - 0x2028) <= 6) | ((Py_UCS4)((c) - 0x2066) <= 3) | \
     ((Py_UCS4)((c) - 0xe0000) <= 0x7f))

#define DEFINE_NEEDS_CLEANING(NAME, T, TEST)                            \
    static int NAME(const T *chars, Py_ssize_t n)                       \
    {                                                                   \
        for (Py_ssize_t start = 0; start < n; start += BLOCK) {         \
            Py_ssize_t end = n - start < BLOCK ? n : start + BLOCK;     \
            T found = 0;                                                \
            for (Py_ssize_t i = start; i < end; i++) {                  \
                T c = chars[i];                                         \
                found |= (T)TEST(c);                                    \
            }                                                           \
            if (found) {                                                \
                return 1;                                               \
            }                                                           \
        }                                                               \
        return 0;                                                       \
    }

DEFINE_NEEDS_CLEANING(needs_cleaning_1, Py_UCS1, NEEDS_CLEANING_1)
DEFINE_NEEDS_CLEANING(needs_cleaning_2, Py_UCS2, NEEDS_CLEANING_2)
DEFINE_NEEDS_CLEANING(needs_cleaning_4, Py_UCS4, NEEDS_CLEANING_4)

int
check_str(PyObject *text, const char *function)
{
    if (!PyUnicode_Check(text)) {
        PyErr_Format(PyExc_TypeError, "%s() argument must be str, not %.100s", function,
                     Py_TYPE(text)->tp_name);
        return -1;
    }
#if PY_VERSION_HEX < 0x030C0000
    return PyUnicode_READY(text);  /* 3.11 may still hold legacy strings; a no-op since 3.12 */
#else
    return 0;
#endif
}

int
check_nargs(const char *function, Py_ssize_t nargs, Py_ssize_t expected)
{
    if (nargs != expected) {
        PyErr_Format(PyExc_TypeError, "%s() takes %zd arguments (%zd given)", function, expected, nargs);
        return -1;
    }
    return 0;
}

PyDoc_STRVAR(needs_cleaning_doc,
"needs_cleaning(text, /)\n--\n\n"
"Whether clean_text would change anything: does text hold a character of its set?");

int
text_needs_cleaning(int kind, const void *data, Py_ssize_t n)
{
    return BY_WIDTH(kind, needs_cleaning, data, n);
}

static PyObject *
needs_cleaning(PyObject *module, PyObject *text)
{
    if (check_str(text, "needs_cleaning") < 0) {
        return NULL;
    }
    return PyBool_FromLong(
        text_needs_cleaning(PyUnicode_KIND(text), PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text)));
}

/* -- labels and code spans ------------------------------------------------------------------ */

/* str.isprintable() for one character: ASCII by its range, the rest by the Unicode database (as
 * isprintable does for every character). */
#define PRINTABLE(c) ((c) < 0x80 ? (Py_UCS4)(c) - 0x20 < 0x5f : Py_UNICODE_ISPRINTABLE(c))

#define DEFINE_PLAIN_LABEL(NAME, T)                                     \
    static int NAME(const T *chars, Py_ssize_t n)                       \
    {                                                                   \
        for (Py_ssize_t i = 0; i < n; i++) {                            \
            Py_UCS4 c = chars[i];                                       \
            if (!PRINTABLE(c) || (c == ' ' && i + 1 < n && chars[i + 1] == ' ')) { \
                return 0;                                               \
            }                                                           \
        }                                                               \
        return 1;                                                       \
    }

DEFINE_PLAIN_LABEL(plain_label_1_each, Py_UCS1)
DEFINE_PLAIN_LABEL(plain_label_2, Py_UCS2)
DEFINE_PLAIN_LABEL(plain_label_4, Py_UCS4)

/* plain_label for one-byte text: with SSE2, 16 characters at a time while they are printable ASCII
 * and no two spaces follow each other (a listing checks the title, folder and first prompt of
 * each of thousands of sessions), then one at a time from the block that is not. A character's test
 * reads it and the one after it only, so the rest is tested on its own. */
static int
plain_label_1(const Py_UCS1 *chars, Py_ssize_t n)
{
    Py_ssize_t i = 0;
#ifdef __SSE2__
    const __m128i below = _mm_set1_epi8(0x1F), above = _mm_set1_epi8(0x7F), space = _mm_set1_epi8(' ');
    while (n - i >= 17) {  /* the block and the character after it */
        __m128i v = _mm_loadu_si128((const __m128i *)(chars + i));
        __m128i next = _mm_loadu_si128((const __m128i *)(chars + i + 1));
        /* signed: a byte of 0x80 or more is negative, so not above 0x1F */
        __m128i printable = _mm_and_si128(_mm_cmpgt_epi8(v, below), _mm_cmplt_epi8(v, above));
        __m128i spaces = _mm_and_si128(_mm_cmpeq_epi8(v, space), _mm_cmpeq_epi8(next, space));
        if (_mm_movemask_epi8(printable) != 0xFFFF || _mm_movemask_epi8(spaces) != 0) {
            break;
        }
        i += 16;
    }
#endif
    return plain_label_1_each(chars + i, n - i);
}

PyDoc_STRVAR(plain_label_doc,
"plain_label(text, /)\n--\n\n"
"text.isprintable() and \"  \" not in text: a label single_line leaves as it is but for its ends.");

static PyObject *
plain_label(PyObject *module, PyObject *text)
{
    if (check_str(text, "plain_label") < 0) {
        return NULL;
    }
    return PyBool_FromLong(
        BY_WIDTH(PyUnicode_KIND(text), plain_label, PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text)));
}

PyDoc_STRVAR(longest_backtick_run_doc,
"longest_backtick_run(text, /)\n--\n\n"
"The length of the longest run of backticks in text, 0 if it has none.");

/* The longest run of backticks in data[0:n]. */
Py_ssize_t
backtick_run(int kind, const void *data, Py_ssize_t n)
{
    Py_ssize_t longest = 0, at = 0;
    while (at < n) {
        if (kind == PyUnicode_1BYTE_KIND) { /* memchr: most text has few backticks */
            const char *found = memchr((const char *)data + at, '`', (size_t)(n - at));
            if (found == NULL) {
                break;
            }
            at = found - (const char *)data;
        }
        else if (PyUnicode_READ(kind, data, at) != '`') {
            at++;
            continue;
        }
        Py_ssize_t start = at;
        while (at < n && PyUnicode_READ(kind, data, at) == '`') {
            at++;
        }
        longest = Py_MAX(longest, at - start);
    }
    return longest;
}

static PyObject *
longest_backtick_run(PyObject *module, PyObject *text)
{
    if (check_str(text, "longest_backtick_run") < 0) {
        return NULL;
    }
    return PyLong_FromSsize_t(
        backtick_run(PyUnicode_KIND(text), PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text)));
}

/* A block's line count, for the language server's document positions: str.count's loop stops to
 * check a limit on every match and does not vectorise; this one does (2.5x faster over a 20,000-turn
 * document's blocks, most of them two bytes per character). */
#define DEFINE_LINE_COUNT(NAME, T)                                      \
    static Py_ssize_t NAME(const T *s, Py_ssize_t n)                    \
    {                                                                   \
        Py_ssize_t lines = 0;                                           \
        for (Py_ssize_t i = 0; i < n; i++) {                            \
            lines += s[i] == '\n';                                      \
        }                                                               \
        return lines;                                                   \
    }

DEFINE_LINE_COUNT(line_count_1, Py_UCS1)
DEFINE_LINE_COUNT(line_count_2, Py_UCS2)
DEFINE_LINE_COUNT(line_count_4, Py_UCS4)

PyDoc_STRVAR(line_count_doc, "line_count(text, /)\n--\n\ntext.count('\\n').");

static PyObject *
line_count(PyObject *module, PyObject *text)
{
    if (check_str(text, "line_count") < 0) {
        return NULL;
    }
    return PyLong_FromSsize_t(
        BY_WIDTH(PyUnicode_KIND(text), line_count, PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text)));
}

/* -- prose ----------------------------------------------------------------------------------- */

#define PROSE_SPECIAL(c) (((c) == '<') | ((c) == '>') | ((c) == '&') | ((c) == ']'))

/* The events of rendering prose: a `<`, `>`, `&` or `]` (escaped or not, depending on what
 * follows), and, at i < nl_end, the start of three line breaks in a row (squeezed). NAME##_in
 * tells whether chars[start:end] holds one (vectorised), NAME the index of the first at or after
 * `from`, or `end_all`. */
#define DEFINE_NEXT_EVENT(NAME, T)                                      \
    /* Not inlined: in the loop nest below the compiler would not vectorise it. */ \
    static Py_NO_INLINE int NAME##_in(                    \
        const T *chars, Py_ssize_t start, Py_ssize_t end, Py_ssize_t nl_end) \
    {                                                                   \
        /* One flag per character: or-ed together in one expression, the compiler turns the \
         * comparisons into a 64-bit mask test, which does not vectorise. */                \
        T lt = 0, gt = 0, amp = 0, bracket = 0, breaks = 0;             \
        for (Py_ssize_t i = start; i < end; i++) {                      \
            T c = chars[i];                                             \
            lt |= c == '<';                                             \
            gt |= c == '>';                                             \
            amp |= c == '&';                                            \
            bracket |= c == ']';                                        \
        }                                                               \
        Py_ssize_t breaks_end = end < nl_end ? end : nl_end;            \
        for (Py_ssize_t i = start; i < breaks_end; i++) {               \
            breaks |= (chars[i] == '\n') & (chars[i + 1] == '\n') & (chars[i + 2] == '\n'); \
        }                                                               \
        return (lt | gt | amp | bracket | breaks) != 0;                 \
    }                                                                   \
    static Py_ssize_t NAME(const T *chars, Py_ssize_t end_all, Py_ssize_t from, Py_ssize_t nl_end) \
    {                                                                   \
        for (Py_ssize_t start = from; start < end_all; start += BLOCK) { \
            Py_ssize_t end = end_all - start < BLOCK ? end_all : start + BLOCK; \
            if (NAME##_in(chars, start, end, nl_end)) {                 \
                for (Py_ssize_t i = start; i < end; i++) {              \
                    if (PROSE_SPECIAL(chars[i]) ||                      \
                        (i < nl_end && chars[i] == '\n' && chars[i + 1] == '\n' && chars[i + 2] == '\n')) { \
                        return i;                                       \
                    }                                                   \
                }                                                       \
            }                                                           \
        }                                                               \
        return end_all;                                                 \
    }

DEFINE_NEXT_EVENT(next_event_1_blocks, Py_UCS1)
DEFINE_NEXT_EVENT(next_event_2_blocks, Py_UCS2)
DEFINE_NEXT_EVENT(next_event_4, Py_UCS4)

#ifdef __SSE2__
/* With SSE2 (part of x86-64), one- and two-byte text: 16 (or 8) characters compared at once and the
 * first event found from the mask, where the blocks above only tell whether 64 hold one and the
 * block is then read again character by character (a message's text has an event every few dozen
 * characters). The break test reads two characters ahead, so the last PER + 1 are left to the
 * block scan. The same index as NAME above (a test puts events at every offset). */
#define DEFINE_NEXT_EVENT_SSE2(NAME, T, EPI, PER)                                           \
    static Py_ssize_t NAME(const T *chars, Py_ssize_t end_all, Py_ssize_t from, Py_ssize_t nl_end) \
    {                                                                                       \
        const __m128i lt = _mm_set1_##EPI('<'), gt = _mm_set1_##EPI('>');                  \
        const __m128i amp = _mm_set1_##EPI('&'), bracket = _mm_set1_##EPI(']');             \
        const __m128i nl = _mm_set1_##EPI('\n');                                            \
        const int bits = 16 / (PER); /* mask bits a character */                            \
        Py_ssize_t i = from;                                                                \
        for (; i + (PER) + 2 <= end_all; i += (PER)) {                                      \
            __m128i v = _mm_loadu_si128((const __m128i *)(chars + i));                      \
            __m128i hit = _mm_or_si128(                                                     \
                _mm_or_si128(_mm_cmpeq_##EPI(v, lt), _mm_cmpeq_##EPI(v, gt)),               \
                _mm_or_si128(_mm_cmpeq_##EPI(v, amp), _mm_cmpeq_##EPI(v, bracket)));        \
            unsigned mask = (unsigned)_mm_movemask_epi8(hit);                               \
            if (i < nl_end) {                                                               \
                __m128i next = _mm_loadu_si128((const __m128i *)(chars + i + 1));           \
                __m128i after = _mm_loadu_si128((const __m128i *)(chars + i + 2));          \
                __m128i breaks = _mm_and_si128(                                             \
                    _mm_cmpeq_##EPI(v, nl),                                                 \
                    _mm_and_si128(_mm_cmpeq_##EPI(next, nl), _mm_cmpeq_##EPI(after, nl)));  \
                unsigned starts = (unsigned)_mm_movemask_epi8(breaks);                      \
                mask |= nl_end - i >= (PER) ? starts                                        \
                                            : starts & ((1u << (bits * (nl_end - i))) - 1); \
            }                                                                               \
            if (mask != 0) {                                                                \
                return i + __builtin_ctz(mask) / bits;                                      \
            }                                                                               \
        }                                                                                   \
        return NAME##_blocks(chars, end_all, i, nl_end);                                    \
    }

DEFINE_NEXT_EVENT_SSE2(next_event_1, Py_UCS1, epi8, 16)
DEFINE_NEXT_EVENT_SSE2(next_event_2, Py_UCS2, epi16, 8)
#else
#define next_event_1 next_event_1_blocks
#define next_event_2 next_event_2_blocks
#endif

Py_ssize_t
next_event(int kind, const void *data, Py_ssize_t end, Py_ssize_t from, Py_ssize_t nl_end)
{
    return BY_WIDTH(kind, next_event, data, end, from, nl_end);
}

/* -- agent fences ----------------------------------------------------------------------------- */

/* The index of the first "```" or "~~~" at or after `from`, or -1 (where prose_markdown looks for
 * agent fences). */
#define DEFINE_NEXT_FENCE_MARKER(NAME, T)                               \
    static Py_NO_INLINE int NAME##_in(const T *chars, Py_ssize_t start, Py_ssize_t end) \
    {                                                                   \
        T ticks = 0, tildes = 0;                                        \
        for (Py_ssize_t i = start; i < end; i++) {                      \
            T c = chars[i];                                             \
            ticks |= c == '`';                                          \
            tildes |= c == '~';                                         \
        }                                                               \
        return (ticks | tildes) != 0;                                   \
    }                                                                   \
    static Py_ssize_t NAME(const T *chars, Py_ssize_t n, Py_ssize_t from) \
    {                                                                   \
        for (Py_ssize_t start = from; start < n; start += BLOCK) {      \
            Py_ssize_t end = n - start < BLOCK ? n : start + BLOCK;     \
            if (NAME##_in(chars, start, end)) {                         \
                for (Py_ssize_t i = start; i < end && i + 2 < n; i++) { \
                    T c = chars[i];                                     \
                    if ((c == '`' || c == '~') && chars[i + 1] == c && chars[i + 2] == c) { \
                        return i;                                       \
                    }                                                   \
                }                                                       \
            }                                                           \
        }                                                               \
        return -1;                                                      \
    }

DEFINE_NEXT_FENCE_MARKER(next_fence_marker_1, Py_UCS1)
DEFINE_NEXT_FENCE_MARKER(next_fence_marker_2, Py_UCS2)
DEFINE_NEXT_FENCE_MARKER(next_fence_marker_4, Py_UCS4)

static Py_ssize_t
next_fence_marker(int kind, const void *data, Py_ssize_t n, Py_ssize_t from)
{
    return BY_WIDTH(kind, next_fence_marker, data, n, from);
}

/* The index of the first "\n" at or after `from`, or n (`from` itself when it is past n). */
static Py_ssize_t
line_end(int kind, const void *data, Py_ssize_t n, Py_ssize_t from)
{
    if (from >= n) {
        return from;
    }
    if (kind == PyUnicode_1BYTE_KIND) {
        const char *found = memchr((const char *)data + from, '\n', (size_t)(n - from));
        return found == NULL ? n : found - (const char *)data;
    }
    if (kind == PyUnicode_2BYTE_KIND) {
        const Py_UCS2 *chars = data;
        while (from < n && chars[from] != '\n') {
            from++;
        }
        return from;
    }
    const Py_UCS4 *chars = data;
    while (from < n && chars[from] != '\n') {
        from++;
    }
    return from;
}

/* The index just past the end of the line holding `at` (after its "\n"), or n + 1 on the last line. */
static Py_ssize_t
next_line(int kind, const void *data, Py_ssize_t n, Py_ssize_t at)
{
    return line_end(kind, data, n, at) + 1;
}

/* sanitize._FENCE_CANDIDATE_RE.search(text, start).start(): the start of the first line beginning
 * at or after `start` with up to three spaces and "```" or "~~~", or -1. */
static Py_ssize_t
fence_open_at(int kind, const void *data, Py_ssize_t n, Py_ssize_t start)
{
    for (Py_ssize_t from = start; from < n;) {
        Py_ssize_t at = next_fence_marker(kind, data, n, from);
        if (at < 0) {
            return -1;
        }
        Py_ssize_t line = at;
        while (line > 0 && at - line < 3 && PyUnicode_READ(kind, data, line - 1) == ' ') {
            line--;
        }
        if (line >= start && (line == 0 || PyUnicode_READ(kind, data, line - 1) == '\n')) {
            return line;
        }
        from = next_line(kind, data, n, at);  /* a later marker on this line is no nearer its start */
    }
    return -1;
}

/* The closing fence: the first line beginning at or after `start` that is up to three spaces, at
 * least `count` `marker`s, then only spaces and tabs (as `^ {0,3}M{count,}[ \t]*$`, multi-line).
 * Sets its start and the end of what matched (before its "\n"); returns whether there is one. */
static int
fence_close_at(int kind, const void *data, Py_ssize_t n, Py_ssize_t start, Py_UCS4 marker,
               Py_ssize_t count, Py_ssize_t *begin, Py_ssize_t *finish)
{
    Py_ssize_t line = start;
    if (line > 0 && line <= n && PyUnicode_READ(kind, data, line - 1) != '\n') {
        line = next_line(kind, data, n, line);  /* `^` matches only at a line's start */
    }
    for (; line < n; line = next_line(kind, data, n, line)) {
        Py_ssize_t i = line;
        while (i < n && i - line < 3 && PyUnicode_READ(kind, data, i) == ' ') {
            i++;
        }
        Py_ssize_t run = i;
        while (i < n && PyUnicode_READ(kind, data, i) == marker) {
            i++;
        }
        if (i - run < count) {
            continue;
        }
        while (i < n && (PyUnicode_READ(kind, data, i) == ' ' || PyUnicode_READ(kind, data, i) == '\t')) {
            i++;
        }
        if (i == n || PyUnicode_READ(kind, data, i) == '\n') {
            *begin = line;
            *finish = i;
            return 1;
        }
    }
    return 0;
}

static inline int
is_ascii_digit(Py_UCS4 c)
{
    return c >= '0' && c <= '9';
}

static inline int
is_ascii_hex(Py_UCS4 c)
{
    return is_ascii_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static inline int
is_ascii_letter(Py_UCS4 c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* Whether the characters from `at` on read as an entity's tail, as the lookahead of
 * sanitize._PROSE_UNSAFE_RE after `&`: `#` 1-7 digits `;`, `#x` 1-6 hex digits `;`, or a letter
 * and up to 31 letters or digits then `;` (ASCII only, as the regex's ranges are). A run longer
 * than the regex allows never matches: it cannot backtrack to a `;`. */
static int
entity_tail_at(int kind, const void *data, Py_ssize_t n, Py_ssize_t at)
{
    if (at >= n) {
        return 0;
    }
    Py_UCS4 c = PyUnicode_READ(kind, data, at);
    Py_ssize_t start, i, most;
    if (c == '#') {
        i = at + 1;
        if (i < n && (PyUnicode_READ(kind, data, i) == 'x' || PyUnicode_READ(kind, data, i) == 'X')) {
            start = i + 1;
            for (i = start; i < n && i - start <= 6 && is_ascii_hex(PyUnicode_READ(kind, data, i)); i++) {
            }
            most = 6;
        }
        else {
            /* `&#x1;` fails the digits branch on its `x`, so only one branch can match. */
            start = i;
            for (; i < n && i - start <= 7 && is_ascii_digit(PyUnicode_READ(kind, data, i)); i++) {
            }
            most = 7;
        }
        return i - start >= 1 && i - start <= most && i < n && PyUnicode_READ(kind, data, i) == ';';
    }
    if (!is_ascii_letter(c)) {
        return 0;
    }
    for (i = at + 1; i < n && i - at <= 32; i++) {
        Py_UCS4 d = PyUnicode_READ(kind, data, i);
        if (!is_ascii_letter(d) && !is_ascii_digit(d)) {
            break;
        }
    }
    return i - at <= 32 && i < n && PyUnicode_READ(kind, data, i) == ';';
}

/* The replacement of the special character at `i`, or NULL when it stays as it is. */
static const char *
prose_entity_at(int kind, const void *data, Py_ssize_t n, Py_ssize_t i)
{
    switch (PyUnicode_READ(kind, data, i)) {
    case '<':
        return "&lt;";
    case '>':
        return "&gt;";
    case '&':
        return entity_tail_at(kind, data, n, i + 1) ? "&amp;" : NULL;
    default: {
        /* `]` where a link could follow: `](`, `][`, `]:`, or the end of a line or of the text. */
        if (i + 1 >= n) {
            return "&#93;";
        }
        Py_UCS4 next = PyUnicode_READ(kind, data, i + 1);
        return (next == '(' || next == '[' || next == ':' || next == '\n') ? "&#93;" : NULL;
    }
    }
}

/* Renders text[lo:hi] as prose: special characters escaped (looking ahead up to n, the whole text's
 * length), and with `squeeze` every run of three or more line breaks made two. Writes into `out`
 * (of the text's own width) or, when it is NULL, only counts; returns the length, and sets
 * *changed when anything was escaped or squeezed. */
static Py_ssize_t
render_prose(int kind, const char *data, Py_ssize_t n, Py_ssize_t lo, Py_ssize_t hi, int squeeze,
             char *out, int *changed)
{
    Py_ssize_t nl_end = squeeze && hi >= 2 ? hi - 2 : 0;  /* a run starts at i when i + 2 < hi */
    Py_ssize_t o = 0, copied = lo;
    *changed = 0;
    for (Py_ssize_t i = next_event(kind, data, hi, lo, nl_end); i < hi;) {
        const char *insert;
        Py_ssize_t resume;
        if (PyUnicode_READ(kind, data, i) == '\n') {  /* three or more line breaks: two */
            insert = "\n\n";
            for (resume = i + 3; resume < hi && PyUnicode_READ(kind, data, resume) == '\n'; resume++) {
            }
        }
        else {
            insert = prose_entity_at(kind, data, n, i);
            resume = i + 1;
            if (insert == NULL) {
                i = next_event(kind, data, hi, i + 1, nl_end);
                continue;
            }
        }
        if (out != NULL) {
            memcpy(out + o * kind, data + copied * kind, (size_t)(i - copied) * kind);
        }
        o += i - copied;
        for (; *insert; insert++, o++) {
            if (out != NULL) {
                PyUnicode_WRITE(kind, out, o, (Py_UCS4)(unsigned char)*insert);
            }
        }
        *changed = 1;
        copied = resume;
        i = next_event(kind, data, hi, resume, nl_end);
    }
    if (out != NULL) {
        memcpy(out + o * kind, data + copied * kind, (size_t)(hi - copied) * kind);
    }
    return o + (hi - copied);
}

/* Where render_prose_once writes: kept between calls (reused under the GIL; the module is never
 * loaded into an interpreter with a GIL of its own), for renderings of up to SCRATCH_MAX bytes. */
#define SCRATCH_MAX (1 << 20)
static char *scratch;
static size_t scratch_size;

/* render_prose in one pass where the caller would count first and then write (a message's text is
 * escaped more often than not: the same scan twice). Renders text[lo:hi] into the scratch buffer,
 * sets *rendered to it (valid until the next call) and returns the length; a rendering that could
 * exceed SCRATCH_MAX is only counted (*rendered NULL: the caller writes it with render_prose).
 * -1 when the buffer cannot grow. The caller has checked that 5·(hi - lo) cannot overflow. */
static Py_ssize_t
render_prose_once(int kind, const char *data, Py_ssize_t n, Py_ssize_t lo, Py_ssize_t hi, int squeeze,
                  const char **rendered, int *changed)
{
    size_t most = (size_t)(hi - lo) * 5 * (size_t)kind;  /* a character becomes at most 5 */
    *rendered = NULL;
    if (most > SCRATCH_MAX) {
        return render_prose(kind, data, n, lo, hi, squeeze, NULL, changed);
    }
    if (most > scratch_size) {
        size_t size = Py_MAX(most, 4096);
        char *grown = PyMem_Realloc(scratch, size);
        if (grown == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        scratch = grown;
        scratch_size = size;
    }
    *rendered = scratch;
    return render_prose(kind, data, n, lo, hi, squeeze, scratch, changed);
}

/* render_prose as a new string, or the text itself when that is what it would be. */
PyObject *
prose_string(PyObject *text, Py_ssize_t lo, Py_ssize_t hi, int squeeze)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    int kind = PyUnicode_KIND(text);
    const char *data = PyUnicode_DATA(text);
    int changed;
    if (hi - lo > PY_SSIZE_T_MAX / 5) {  /* a character becomes at most 5: the count cannot overflow */
        return PyErr_NoMemory();
    }
    const char *rendered;
    Py_ssize_t length = render_prose_once(kind, data, n, lo, hi, squeeze, &rendered, &changed);
    if (length < 0) {
        return NULL;
    }
    if (!changed && lo == 0 && hi == n) {
        return Py_NewRef(text);
    }
    if (!changed) {
        return PyUnicode_Substring(text, lo, hi);
    }
    /* Entities and line breaks are ASCII, so the result's widest character, and its storage width,
     * are the text's own (its widest character lies in [lo, hi): only line breaks are cut off). */
    PyObject *out = PyUnicode_New(length, PyUnicode_MAX_CHAR_VALUE(text));
    if (out == NULL) {
        return NULL;
    }
    assert(PyUnicode_KIND(out) == kind);
    if (rendered != NULL) {
        memcpy(PyUnicode_DATA(out), rendered, (size_t)length * kind);
    }
    else {
        render_prose(kind, data, n, lo, hi, squeeze, PyUnicode_DATA(out), &changed);
    }
    return out;
}

PyDoc_STRVAR(escape_prose_doc,
"escape_prose(text, /)\n--\n\n"
"sanitize._PROSE_UNSAFE_RE's substitution: `<` and `>` always, `&` before an entity's tail and\n"
"`]` where a link could follow become entities. Returns text itself when nothing is escaped.");

static PyObject *
escape_prose(PyObject *module, PyObject *text)
{
    if (check_str(text, "escape_prose") < 0) {
        return NULL;
    }
    return prose_string(text, 0, PyUnicode_GET_LENGTH(text), 0);
}

/* How prose_markdown renders a text: PROSE_TO_CLEAN, the Python way (it is cleaned first);
 * PROSE_PLAIN, escaped in one pass (no fence marker, so no agent fence can open); PROSE_FENCED,
 * agent fences re-emitted as ours (fenced_prose). */
enum prose_form { PROSE_TO_CLEAN, PROSE_PLAIN, PROSE_FENCED };

/* needs_cleaning and the blocks a fence marker could start in, in one pass (a message's text is read
 * once for both): -1 when the text needs cleaning, else the start of the first block that holds a
 * backtick or a tilde (where next_fence_marker looks from), or n when none does. */
#define DEFINE_PROSE_SCAN(NAME, T, TEST)                                \
    static Py_ssize_t NAME(const T *chars, Py_ssize_t n)                \
    {                                                                   \
        Py_ssize_t ticks_from = n;                                      \
        for (Py_ssize_t start = 0; start < n; start += BLOCK) {         \
            Py_ssize_t end = n - start < BLOCK ? n : start + BLOCK;     \
            T clean = 0, ticks = 0;                                     \
            for (Py_ssize_t i = start; i < end; i++) {                  \
                T c = chars[i];                                         \
                clean |= (T)TEST(c);                                    \
                ticks |= (T)((c == '`') | (c == '~'));                  \
            }                                                           \
            if (clean) {                                                \
                return -1;                                              \
            }                                                           \
            if (ticks && ticks_from == n) {                             \
                ticks_from = start;                                     \
            }                                                           \
        }                                                               \
        return ticks_from;                                              \
    }

DEFINE_PROSE_SCAN(prose_scan_1, Py_UCS1, NEEDS_CLEANING_1)
DEFINE_PROSE_SCAN(prose_scan_2, Py_UCS2, NEEDS_CLEANING_2)
DEFINE_PROSE_SCAN(prose_scan_4, Py_UCS4, NEEDS_CLEANING_4)

static enum prose_form
prose_form_of(PyObject *text)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    Py_ssize_t ticks_from = BY_WIDTH(kind, prose_scan, data, n);
    if (ticks_from < 0) {
        return PROSE_TO_CLEAN;
    }
    /* A marker starts in a block that holds one of its characters: none before ticks_from. */
    if (ticks_from == n) {
        return PROSE_PLAIN;
    }
    return next_fence_marker(kind, data, n, ticks_from) < 0 ? PROSE_PLAIN : PROSE_FENCED;
}

/* Narrows text[*lo:*hi] to leave out the line breaks at both ends. */
static void
strip_breaks(PyObject *text, Py_ssize_t *lo, Py_ssize_t *hi)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    while (*lo < *hi && PyUnicode_READ(kind, data, *lo) == '\n') {
        (*lo)++;
    }
    while (*hi > *lo && PyUnicode_READ(kind, data, *hi - 1) == '\n') {
        (*hi)--;
    }
}

/* prose_markdown for text of the plain form: escaped, runs of blank lines made one, line breaks at
 * both ends stripped. Escaping neither adds nor removes line breaks, so stripping them first is
 * stripping after. */
static PyObject *
plain_prose_of(PyObject *text)
{
    Py_ssize_t lo = 0, hi = PyUnicode_GET_LENGTH(text);
    strip_breaks(text, &lo, &hi);
    return prose_string(text, lo, hi, 1);
}

/* -- a message's whole block ---------------------------------------------------------------- */

/* Writes `text` into `out` from `at` in a block quote, line by line: "> " before a line, ">" alone
 * for an empty one (sanitize.quote); returns the index after it. NULL `out` only counts. */
static Py_ssize_t
write_quoted(PyObject *text, PyObject *out, Py_ssize_t at)
{
    int kind = PyUnicode_KIND(text), out_kind = out == NULL ? 0 : PyUnicode_KIND(out);
    const void *data = PyUnicode_DATA(text);
    void *out_data = out == NULL ? NULL : PyUnicode_DATA(out);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), line = 0;
    while (line <= n) {
        Py_ssize_t end = line_end(kind, data, n, line);
        if (out_data != NULL) {
            PyUnicode_WRITE(out_kind, out_data, at, '>');
            if (end > line) {
                PyUnicode_WRITE(out_kind, out_data, at + 1, ' ');
                if (PyUnicode_CopyCharacters(out, at + 2, text, line, end - line) < 0) {
                    return -1;
                }
            }
            if (end < n) {
                PyUnicode_WRITE(out_kind, out_data, at + (end > line ? 2 : 1) + (end - line), '\n');
            }
        }
        at += (end > line ? 2 : 1) + (end - line) + (end < n);
        line = end + 1;
    }
    return at;
}

static const char EMPTY_MESSAGE[] = "*(empty message)*";

static PyObject *fenced_prose(PyObject *text);

PyDoc_STRVAR(prose_block_doc,
"prose_block(head, text, quoted, /)\n--\n\n"
"sanitize.prose_block for text that needs no cleaning: head, a blank line, the prose of text\n"
"(prose_markdown; *(empty message)* when it has none), a blank line; quoted, all but that last\n"
"blank line in a block quote. None for text that needs cleaning.");

static PyObject *
prose_block(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (check_nargs("prose_block", nargs, 3) < 0 || check_str(args[0], "prose_block") < 0 ||
        check_str(args[1], "prose_block") < 0) {
        return NULL;
    }
    PyObject *head = args[0], *text = args[1];
    int quoted = PyObject_IsTrue(args[2]);
    if (quoted < 0) {
        return NULL;
    }
    enum prose_form form = prose_form_of(text);
    if (form == PROSE_TO_CLEAN) {
        Py_RETURN_NONE;
    }
    /* The prose is text[lo:hi] escaped in place below (plain), or, fenced, rendered first: then
     * `source` is that rendering, copied as it is. */
    PyObject *source = form == PROSE_FENCED ? fenced_prose(text) : Py_NewRef(text);
    if (source == NULL) {
        return NULL;
    }
    Py_ssize_t n = PyUnicode_GET_LENGTH(source), head_len = PyUnicode_GET_LENGTH(head), lo = 0, hi = n;
    int kind = PyUnicode_KIND(source);
    const char *data = PyUnicode_DATA(source);
    strip_breaks(source, &lo, &hi);  /* as plain_prose_of (fenced_prose's is stripped already) */
    if (hi - lo > PY_SSIZE_T_MAX / 8 || head_len > PY_SSIZE_T_MAX / 8) {
        Py_DECREF(source);
        return PyErr_NoMemory();  /* neither the escaping (5×) nor the quoting (3×) can overflow */
    }
    int changed = 0;  /* whether escaping changes the plain text; a rendering is copied as it is */
    const char *rendered = NULL;  /* the escaped text, when render_prose_once could keep it */
    Py_ssize_t body_len = lo == hi ? (Py_ssize_t)strlen(EMPTY_MESSAGE)
                          : form == PROSE_PLAIN ? render_prose_once(kind, data, n, lo, hi, 1, &rendered, &changed)
                                                : hi - lo;
    if (body_len < 0) {
        Py_DECREF(source);
        return NULL;
    }
    Py_UCS4 max_char = Py_MAX(PyUnicode_MAX_CHAR_VALUE(head), lo < hi ? PyUnicode_MAX_CHAR_VALUE(source) : 0x7f);
    /* head "\n\n" body: the block before its closing blank line, written straight into the result
     * (the common case) or, quoted, into a string that is then quoted into the result. */
    Py_ssize_t inner_len = head_len + 2 + body_len;
    PyObject *inner = PyUnicode_New(quoted ? inner_len : inner_len + 2, max_char);
    if (inner == NULL) {
        Py_DECREF(source);
        return NULL;
    }
    int out_kind = PyUnicode_KIND(inner);
    char *out = PyUnicode_DATA(inner);
    if (PyUnicode_CopyCharacters(inner, 0, head, 0, head_len) < 0) {
        goto error;
    }
    PyUnicode_WRITE(out_kind, out, head_len, '\n');
    PyUnicode_WRITE(out_kind, out, head_len + 1, '\n');
    Py_ssize_t at = head_len + 2;
    if (lo == hi) {
        for (const char *c = EMPTY_MESSAGE; *c; c++, at++) {
            PyUnicode_WRITE(out_kind, out, at, (Py_UCS4)(unsigned char)*c);
        }
    }
    else if (!changed) {  /* most text: nothing escaped (or already rendered), one copy */
        if (PyUnicode_CopyCharacters(inner, at, source, lo, hi - lo) < 0) {
            goto error;
        }
    }
    else if (out_kind == kind && rendered != NULL) {  /* no other rendering since: still the scratch */
        memcpy(out + at * kind, rendered, (size_t)body_len * kind);
    }
    else if (out_kind == kind) {
        render_prose(kind, data, n, lo, hi, 1, out + at * kind, &changed);
    }
    else {  /* a head wider than the text: the prose at its own width, then widened */
        PyObject *body = prose_string(source, lo, hi, 1);
        if (body == NULL) {
            goto error;
        }
        int failed = PyUnicode_CopyCharacters(inner, at, body, 0, body_len) < 0;
        Py_DECREF(body);
        if (failed) {
            goto error;
        }
    }
    Py_CLEAR(source);
    if (!quoted) {
        PyUnicode_WRITE(out_kind, out, inner_len, '\n');
        PyUnicode_WRITE(out_kind, out, inner_len + 1, '\n');
        return inner;
    }
    Py_ssize_t quoted_len = write_quoted(inner, NULL, 0);
    PyObject *block = PyUnicode_New(quoted_len + 2, max_char);
    if (block == NULL || write_quoted(inner, block, 0) < 0) {
        Py_XDECREF(block);
        goto error;
    }
    Py_DECREF(inner);
    PyUnicode_WRITE(PyUnicode_KIND(block), PyUnicode_DATA(block), quoted_len, '\n');
    PyUnicode_WRITE(PyUnicode_KIND(block), PyUnicode_DATA(block), quoted_len + 1, '\n');
    return block;
error:
    Py_XDECREF(source);
    Py_DECREF(inner);
    return NULL;
}

/* -- prose with agent fences (sanitize.prose_markdown) ------------------------------------- */

/* Appends `item` (a new reference, or NULL after an error) to `list`; returns -1 on error. */
static int
append_new(PyObject *list, PyObject *item)
{
    if (item == NULL) {
        return -1;
    }
    int failed = PyList_Append(list, item);
    Py_DECREF(item);
    return failed;
}

/* Where the run of line breaks starting at `at` ends. */
static Py_ssize_t
breaks_end(int kind, const void *data, Py_ssize_t n, Py_ssize_t at)
{
    while (at < n && PyUnicode_READ(kind, data, at) == '\n') {
        at++;
    }
    return at;
}

/* `text` with every run of three or more line breaks made two (sanitize._BLANK_RUNS_RE). Walks the
 * text line by line (memchr) and copies the lines whole. */
static PyObject *
squeeze_breaks(PyObject *text)
{
    int kind = PyUnicode_KIND(text);
    const char *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), length = 0;
    for (Py_ssize_t i = 0; i < n;) {
        Py_ssize_t nl = line_end(kind, data, n, i), after = breaks_end(kind, data, n, nl);
        length += (nl - i) + (after - nl >= 3 ? 2 : after - nl);
        i = after;
    }
    if (length == n) {
        return Py_NewRef(text);
    }
    PyObject *out = PyUnicode_New(length, PyUnicode_MAX_CHAR_VALUE(text));  /* only "\n"s go */
    if (out == NULL) {
        return NULL;
    }
    char *out_data = PyUnicode_DATA(out);
    Py_ssize_t o = 0;
    for (Py_ssize_t i = 0; i < n;) {
        Py_ssize_t nl = line_end(kind, data, n, i), after = breaks_end(kind, data, n, nl);
        Py_ssize_t breaks = after - nl >= 3 ? 2 : after - nl;
        memcpy(out_data + o * kind, data + i * kind, (size_t)(nl - i) * kind);
        o += nl - i;
        for (Py_ssize_t k = 0; k < breaks; k++) {
            PyUnicode_WRITE(kind, out_data, o++, '\n');
        }
        i = after;
    }
    return out;
}

/* sanitize._flush_prose: the pending lines joined by "\n", blank runs squeezed, onto `out`. */
static int
flush_prose(PyObject *out, PyObject *pending)
{
    PyObject *newline = PyUnicode_FromOrdinal('\n');
    if (newline == NULL) {
        return -1;
    }
    PyObject *joined = PyUnicode_Join(newline, pending);
    Py_DECREF(newline);
    if (joined == NULL) {
        return -1;
    }
    PyObject *squeezed = squeeze_breaks(joined);
    Py_DECREF(joined);
    if (append_new(out, squeezed) < 0) {
        return -1;
    }
    return PyList_SetSlice(pending, 0, PyList_GET_SIZE(pending), NULL);
}

/* text[lo:hi] with up to `indent` spaces taken from the start of every line (sanitize._DEDENT_RES). */
static PyObject *
dedent(PyObject *text, Py_ssize_t lo, Py_ssize_t hi, Py_ssize_t indent)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    PyObject *pieces = PyList_New(0);
    if (pieces == NULL) {
        return NULL;
    }
    for (Py_ssize_t line = lo; line <= hi;) {
        Py_ssize_t at = line;
        while (at < hi && at - line < indent && PyUnicode_READ(kind, data, at) == ' ') {
            at++;
        }
        Py_ssize_t end = line_end(kind, data, hi, at);
        /* the line without its leading spaces, with its "\n" (none after the last line) */
        if (append_new(pieces, PyUnicode_Substring(text, at, end < hi ? end + 1 : hi)) < 0) {
            Py_DECREF(pieces);
            return NULL;
        }
        line = end + 1;
    }
    PyObject *empty = PyUnicode_New(0, 0);
    PyObject *joined = empty == NULL ? NULL : PyUnicode_Join(empty, pieces);
    Py_XDECREF(empty);
    Py_DECREF(pieces);
    return joined;
}

static inline int
is_info_word_char(Py_UCS4 c)
{
    return is_ascii_letter(c) || is_ascii_digit(c) || c == '_' || c == '+' || c == '#' || c == '.' ||
           c == '-';
}

/* sanitize.fenced's fence for code: *n (the code's length) loses the trailing line breaks, and the
 * answer is the fence's backtick count, longer than any run inside, at least three. */
Py_ssize_t
fence_ticks(int kind, const void *data, Py_ssize_t *n)
{
    while (*n > 0 && PyUnicode_READ(kind, data, *n - 1) == '\n') {
        (*n)--;
    }
    return Py_MAX(3, backtick_run(kind, data, *n) + 1);
}

/* sanitize.fenced(code, word) for code already clean: without its trailing line breaks, in a fence
 * longer than any backtick run inside (at least three), `word` after the opening fence. */
static PyObject *
fenced_code(PyObject *code, PyObject *word)
{
    int kind = PyUnicode_KIND(code);
    const void *data = PyUnicode_DATA(code);
    Py_ssize_t n = PyUnicode_GET_LENGTH(code);
    Py_ssize_t ticks = fence_ticks(kind, data, &n);
    Py_ssize_t word_len = n ? PyUnicode_GET_LENGTH(word) : 0;  /* an empty fence has no info word */
    Py_UCS4 max_char = n ? Py_MAX(PyUnicode_MAX_CHAR_VALUE(code), PyUnicode_MAX_CHAR_VALUE(word)) : 0x7f;
    Py_ssize_t length = ticks + word_len + 1 + (n ? n + 1 : 0) + ticks;
    PyObject *out = PyUnicode_New(length, max_char);
    if (out == NULL) {
        return NULL;
    }
    int out_kind = PyUnicode_KIND(out);
    void *out_data = PyUnicode_DATA(out);
    Py_ssize_t o = 0;
    for (Py_ssize_t k = 0; k < ticks; k++) {
        PyUnicode_WRITE(out_kind, out_data, o++, '`');
    }
    if (word_len && PyUnicode_CopyCharacters(out, o, word, 0, word_len) < 0) {
        Py_DECREF(out);
        return NULL;
    }
    o += word_len;
    PyUnicode_WRITE(out_kind, out_data, o++, '\n');
    if (n) {
        if (PyUnicode_CopyCharacters(out, o, code, 0, n) < 0) {
            Py_DECREF(out);
            return NULL;
        }
        o += n;
        PyUnicode_WRITE(out_kind, out_data, o++, '\n');
    }
    for (Py_ssize_t k = 0; k < ticks; k++) {
        PyUnicode_WRITE(out_kind, out_data, o++, '`');
    }
    return out;
}

/* The info word of the fence line text[lo:hi] after its marker: the line stripped (Python's
 * whitespace), up to its first space, then its leading [A-Za-z0-9_+#.-]{1,30} (or ""). */
static PyObject *
info_word(PyObject *text, Py_ssize_t lo, Py_ssize_t hi)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    while (lo < hi && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, lo))) {
        lo++;
    }
    Py_ssize_t end = lo;
    while (end < hi && end - lo < 30 && is_info_word_char(PyUnicode_READ(kind, data, end))) {
        end++;  /* the word stops at a space, or at anything else the regex does not take */
    }
    return PyUnicode_Substring(text, lo, end);
}

/* escape_prose(text[lo:hi]). Escaped as a string of its own: a string's storage width must be that
 * of its widest character, which the whole text's (prose_string's width) need not be. The same
 * escaping as in place: the run ends at a line break or at the end, which no lookahead crosses. */
static PyObject *
prose_run(PyObject *text, Py_ssize_t lo, Py_ssize_t hi)
{
    PyObject *run = PyUnicode_Substring(text, lo, hi);
    if (run == NULL) {
        return NULL;
    }
    PyObject *escaped = prose_string(run, 0, PyUnicode_GET_LENGTH(run), 0);
    Py_DECREF(run);
    return escaped;
}

/* prose_markdown for clean text that holds a fence marker: the loop of sanitize.prose_markdown. */
static PyObject *
fenced_prose(PyObject *text)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t end = PyUnicode_GET_LENGTH(text), start = 0, search = 0;
    PyObject *out = PyList_New(0), *pending = PyList_New(0), *empty = PyUnicode_New(0, 0);
    PyObject *result = NULL;
    if (out == NULL || pending == NULL || empty == NULL) {
        goto done;
    }
    for (;;) {
        Py_ssize_t line_start = search <= end ? fence_open_at(kind, data, end, search) : -1;
        if (line_start < 0) {
            break;
        }
        Py_ssize_t line_stop = line_end(kind, data, end, line_start);
        /* _FENCE_OPEN_RE on the line: up to three spaces, a run of ` or ~ (fence_open found three) */
        Py_ssize_t at = line_start;
        while (at - line_start < 3 && PyUnicode_READ(kind, data, at) == ' ') {
            at++;
        }
        Py_UCS4 marker = PyUnicode_READ(kind, data, at);
        Py_ssize_t run_end = at;
        while (run_end < line_stop && PyUnicode_READ(kind, data, run_end) == marker) {
            run_end++;
        }
        int tick_in_info = 0;
        for (Py_ssize_t i = run_end; marker == '`' && i < line_stop && !tick_in_info; i++) {
            tick_in_info = PyUnicode_READ(kind, data, i) == '`';
        }
        if (tick_in_info) {  /* a backtick fence's info string cannot hold a backtick */
            search = line_stop + 1;
            continue;
        }
        if (line_start > start && append_new(pending, prose_run(text, start, line_start - 1)) < 0) {
            goto done;
        }
        Py_ssize_t indent = at - line_start, close_begin, close_end, code_lo = line_stop + 1, code_hi;
        if (line_stop < end &&
            fence_close_at(kind, data, end, line_stop + 1, marker, run_end - at, &close_begin, &close_end)) {
            code_hi = close_begin > line_stop + 1 ? close_begin - 1 : code_lo;
            start = close_end + 1;
        }
        else {  /* unclosed: the code runs to the end of the message */
            code_lo = Py_MIN(code_lo, end);
            code_hi = end;
            start = end + 1;
        }
        PyObject *code = indent && code_hi > code_lo ? dedent(text, code_lo, code_hi, indent)
                                                     : PyUnicode_Substring(text, code_lo, code_hi);
        PyObject *word = code == NULL ? NULL : info_word(text, run_end, line_stop);
        if (word == NULL || PyList_Append(pending, empty) < 0 || PyList_Append(pending, empty) < 0 ||
            flush_prose(out, pending) < 0 || append_new(out, fenced_code(code, word)) < 0 ||
            PyList_Append(pending, empty) < 0 || PyList_Append(pending, empty) < 0) {
            Py_XDECREF(code);
            Py_XDECREF(word);
            goto done;
        }
        Py_DECREF(code);
        Py_DECREF(word);
        search = start;
    }
    if (start <= end && append_new(pending, prose_run(text, start, end)) < 0) {
        goto done;
    }
    if (flush_prose(out, pending) < 0) {
        goto done;
    }
    PyObject *joined = PyUnicode_Join(empty, out);
    if (joined != NULL) {
        Py_ssize_t lo = 0, hi = PyUnicode_GET_LENGTH(joined);
        strip_breaks(joined, &lo, &hi);
        result = PyUnicode_Substring(joined, lo, hi);
        Py_DECREF(joined);
    }
done:
    Py_XDECREF(out);
    Py_XDECREF(pending);
    Py_XDECREF(empty);
    return result;
}

PyDoc_STRVAR(prose_markdown_doc,
"prose_markdown(text, /)\n--\n\n"
"sanitize.prose_markdown(text) for text that needs no cleaning, agent fences included; None for\n"
"text that needs cleaning.");

static PyObject *
prose_markdown(PyObject *module, PyObject *text)
{
    if (check_str(text, "prose_markdown") < 0) {
        return NULL;
    }
    switch (prose_form_of(text)) {
    case PROSE_PLAIN:
        return plain_prose_of(text);
    case PROSE_FENCED:
        return fenced_prose(text);
    default:
        Py_RETURN_NONE;
    }
}

PyDoc_STRVAR(fence_open_doc,
"fence_open(text, start, /)\n--\n\n"
"Where the first line beginning at or after start with up to three spaces and \"```\" or \"~~~\"\n"
"begins (sanitize._FENCE_CANDIDATE_RE.search(text, start).start()), or -1.");

static PyObject *
fence_open(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (check_nargs("fence_open", nargs, 2) < 0 || check_str(args[0], "fence_open") < 0) {
        return NULL;
    }
    Py_ssize_t start = PyNumber_AsSsize_t(args[1], PyExc_OverflowError);
    if (start == -1 && PyErr_Occurred()) {
        return NULL;
    }
    PyObject *text = args[0];
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    if (start < 0) {
        start = 0;
    }
    return PyLong_FromSsize_t(fence_open_at(PyUnicode_KIND(text), PyUnicode_DATA(text), n, start));
}

PyDoc_STRVAR(fence_close_doc,
"fence_close(text, start, marker, count, /)\n--\n\n"
"The span of the first line beginning at or after start that is up to three spaces, at least\n"
"count markers (` or ~, count >= 1), then only spaces and tabs; None if there is none.");

static PyObject *
fence_close(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Py_ssize_t start, count, begin, finish;
    if (check_nargs("fence_close", nargs, 4) < 0 || check_str(args[0], "fence_close") < 0 ||
        check_str(args[2], "fence_close") < 0) {
        return NULL;
    }
    start = PyNumber_AsSsize_t(args[1], PyExc_OverflowError);
    if (start == -1 && PyErr_Occurred()) {
        return NULL;
    }
    count = PyNumber_AsSsize_t(args[3], PyExc_OverflowError);
    if (count == -1 && PyErr_Occurred()) {
        return NULL;
    }
    /* Only what a fence is made of: with a space, a line break or no count at all, the line-by-line
     * match would differ from the regex (which can backtrack into the indentation). */
    Py_UCS4 marker = PyUnicode_GET_LENGTH(args[2]) == 1 ? PyUnicode_READ_CHAR(args[2], 0) : 0;
    if ((marker != '`' && marker != '~') || count < 1) {
        PyErr_SetString(PyExc_ValueError, "fence_close() takes a marker of ` or ~ and a count of at least 1");
        return NULL;
    }
    PyObject *text = args[0];
    if (start < 0) {
        start = 0;
    }
    if (!fence_close_at(PyUnicode_KIND(text), PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text), start,
                        marker, count, &begin, &finish)) {
        Py_RETURN_NONE;
    }
    return Py_BuildValue("(nn)", begin, finish);
}

/* Whether text is a plain label (plain_label's test, for the tool-call block). */
int
is_plain_label(PyObject *text)
{
    return BY_WIDTH(PyUnicode_KIND(text), plain_label, PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text));
}

const char *const KEY_NAMES[K_COUNT] = {
    "type", "content", "text", "path", "oldText", "newText", "line", "command",
    "sessionId", "displayTitle", "title", "localTitle", "cwd", "additionalDirectories", "updatedAt",
    "firstPrompt", "facts",
};

static PyMethodDef textscan_methods[] = {
    {"needs_cleaning", needs_cleaning, METH_O, needs_cleaning_doc},
    {"plain_label", plain_label, METH_O, plain_label_doc},
    {"longest_backtick_run", longest_backtick_run, METH_O, longest_backtick_run_doc},
    {"line_count", line_count, METH_O, line_count_doc},
    {"escape_prose", escape_prose, METH_O, escape_prose_doc},
    {"prose_block", (PyCFunction)(void (*)(void))prose_block, METH_FASTCALL, prose_block_doc},
    {"prose_markdown", prose_markdown, METH_O, prose_markdown_doc},
    {"fence_open", (PyCFunction)(void (*)(void))fence_open, METH_FASTCALL, fence_open_doc},
    {"fence_close", (PyCFunction)(void (*)(void))fence_close, METH_FASTCALL, fence_close_doc},
    {"tool_call_block", (PyCFunction)(void (*)(void))tool_call_block, METH_FASTCALL, tool_call_block_doc},
    {"session_wire", session_wire, METH_O, session_wire_doc},
    {"session_json", session_json, METH_O, session_json_doc},
    {"join_rendered", (PyCFunction)(void (*)(void))join_rendered, METH_FASTCALL, join_rendered_doc},
    {"join_rendered_utf8", (PyCFunction)(void (*)(void))join_rendered_utf8, METH_FASTCALL,
     join_rendered_utf8_doc},
    {"json_text", json_text, METH_O, json_text_doc},
    {"json_rendered", (PyCFunction)(void (*)(void))json_rendered, METH_FASTCALL, json_rendered_doc},
    {NULL, NULL, 0, NULL},
};

static int
textscan_exec(PyObject *module)
{
    textscan_state *state = PyModule_GetState(module);
    for (int k = 0; k < K_COUNT; k++) {
        state->keys[k] = PyUnicode_InternFromString(KEY_NAMES[k]);
        if (state->keys[k] == NULL) {
            return -1;
        }
    }
    return session_wire_import();
}

static int
textscan_traverse(PyObject *module, visitproc visit, void *arg)
{
    textscan_state *state = PyModule_GetState(module);
    for (int k = 0; k < K_COUNT; k++) {
        Py_VISIT(state->keys[k]);
    }
    return 0;
}

static int
textscan_clear(PyObject *module)
{
    textscan_state *state = PyModule_GetState(module);
    for (int k = 0; k < K_COUNT; k++) {
        Py_CLEAR(state->keys[k]);
    }
    return 0;
}

static void
textscan_free(void *module)
{
    textscan_clear((PyObject *)module);
}

static PyModuleDef_Slot textscan_slots[] = {
    {Py_mod_exec, textscan_exec},
    {0, NULL},
};

static struct PyModuleDef textscan_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "acp_bridge.sessions._textscan",
    .m_doc = "The per-character passes of acp_bridge.sessions.sanitize, a tool call's block and a "
             "session's wire item, in C.",
    .m_size = sizeof(textscan_state),
    .m_methods = textscan_methods,
    .m_slots = textscan_slots,
    .m_traverse = textscan_traverse,
    .m_clear = textscan_clear,
    .m_free = textscan_free,
};

PyMODINIT_FUNC
PyInit__textscan(void)
{
    return PyModuleDef_Init(&textscan_module);
}
