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
 * its own fences re-emitted as ours (prose_markdown), each in one call; and a tool call's whole
 * block (render_tools.tool_call_block), which asks the Python definitions for what it does not do.
 * Built with the compiled modules (scripts/build-native.py) and used only when they are
 * (acp_bridge/native.py); otherwise sanitize.py and render_tools.py run their Python definitions,
 * which are the specification: tests/unit/test_textscan.py and test_tool_block.py hold these
 * functions to them.
 *
 * Agent text is untrusted: every read is at an index below the string's length, and the only string
 * written is one allocated here at the size counted beforehand.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* Characters per block: long enough for the vector loop to pay, short enough that a block holding a
 * special character costs little to look at again one character at a time. */
#define BLOCK 64

/* Calls NAME_1, NAME_2 or NAME_4: the specialisation of a pass (defined once per character width by
 * a DEFINE_ macro below) for a string's storage width. */
#define BY_WIDTH(kind, NAME, ...)                                                  \
    ((kind) == PyUnicode_1BYTE_KIND   ? NAME##_1(__VA_ARGS__)                       \
     : (kind) == PyUnicode_2BYTE_KIND ? NAME##_2(__VA_ARGS__)                       \
                                      : NAME##_4(__VA_ARGS__))

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

static int
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

static int
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

static int
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

DEFINE_PLAIN_LABEL(plain_label_1, Py_UCS1)
DEFINE_PLAIN_LABEL(plain_label_2, Py_UCS2)
DEFINE_PLAIN_LABEL(plain_label_4, Py_UCS4)

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
static Py_ssize_t
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

DEFINE_NEXT_EVENT(next_event_1, Py_UCS1)
DEFINE_NEXT_EVENT(next_event_2, Py_UCS2)
DEFINE_NEXT_EVENT(next_event_4, Py_UCS4)

static Py_ssize_t
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

/* render_prose as a new string, or the text itself when that is what it would be. */
static PyObject *
prose_string(PyObject *text, Py_ssize_t lo, Py_ssize_t hi, int squeeze)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    int kind = PyUnicode_KIND(text);
    const char *data = PyUnicode_DATA(text);
    int changed;
    if (hi - lo > PY_SSIZE_T_MAX / 5) {  /* a character becomes at most 5: the count cannot overflow */
        return PyErr_NoMemory();
    }
    Py_ssize_t length = render_prose(kind, data, n, lo, hi, squeeze, NULL, &changed);
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
    render_prose(kind, data, n, lo, hi, squeeze, PyUnicode_DATA(out), &changed);
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

static enum prose_form
prose_form_of(PyObject *text)
{
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    if (text_needs_cleaning(kind, data, n)) {
        return PROSE_TO_CLEAN;
    }
    return next_fence_marker(kind, data, n, 0) < 0 ? PROSE_PLAIN : PROSE_FENCED;
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
    Py_ssize_t body_len = lo == hi ? (Py_ssize_t)strlen(EMPTY_MESSAGE)
                          : form == PROSE_PLAIN ? render_prose(kind, data, n, lo, hi, 1, NULL, &changed)
                                                : hi - lo;
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

/* sanitize.fenced(code, word) for code already clean: without its trailing line breaks, in a fence
 * longer than any backtick run inside (at least three), `word` after the opening fence. */
static PyObject *
fenced_code(PyObject *code, PyObject *word)
{
    int kind = PyUnicode_KIND(code);
    const void *data = PyUnicode_DATA(code);
    Py_ssize_t n = PyUnicode_GET_LENGTH(code);
    while (n > 0 && PyUnicode_READ(kind, data, n - 1) == '\n') {
        n--;
    }
    Py_ssize_t ticks = Py_MAX(3, backtick_run(kind, data, n) + 1);
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

/* -- a tool call's whole block (render_tools.tool_call_block) ------------------------------- */

/* The dict keys the block looks up, interned once (the module's state). */
enum { K_TYPE, K_CONTENT, K_TEXT, K_PATH, K_OLD_TEXT, K_NEW_TEXT, K_LINE, K_COMMAND, K_COUNT };
static const char *const KEY_NAMES[K_COUNT] = {
    "type", "content", "text", "path", "oldText", "newText", "line", "command",
};

typedef struct {
    PyObject *keys[K_COUNT];
} textscan_state;

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

static int
is_plain_label(PyObject *text)
{
    return BY_WIDTH(PyUnicode_KIND(text), plain_label, PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text));
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
    while (n > 0 && PyUnicode_READ(kind, data, n - 1) == '\n') {
        n--;
    }
    Py_ssize_t ticks = Py_MAX(3, backtick_run(kind, data, n) + 1);
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
    if (!PyDict_CheckExact(location)) {
        return 1;
    }
    PyObject *path, *line;
    if (lookup(location, block->keys[K_PATH], &path) < 0 || lookup(location, block->keys[K_LINE], &line) < 0) {
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
 * render_tools.content_part (called with the item and the entry). 1 when the Python must render the
 * block. */
static int
add_item(Builder *b, Block *block, PyObject *item)
{
    PyObject *const *keys = block->keys;
    PyObject *type, *content, *content_type, *text, *path, *new_text, *old_text;
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

PyDoc_STRVAR(tool_call_block_doc,
"tool_call_block(title, tool_call_id, name, kind, status, locations, items, raw_input, raw_output,\n"
"                entry, after, helpers, /)\n--\n\n"
"render_tools.tool_call_block(entry, after) from the entry's fields: (block, links). None when\n"
"the Python must render it (output without content, fields of unexpected types).");

static PyObject *
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

static PyMethodDef textscan_methods[] = {
    {"needs_cleaning", needs_cleaning, METH_O, needs_cleaning_doc},
    {"plain_label", plain_label, METH_O, plain_label_doc},
    {"longest_backtick_run", longest_backtick_run, METH_O, longest_backtick_run_doc},
    {"escape_prose", escape_prose, METH_O, escape_prose_doc},
    {"prose_block", (PyCFunction)(void (*)(void))prose_block, METH_FASTCALL, prose_block_doc},
    {"prose_markdown", prose_markdown, METH_O, prose_markdown_doc},
    {"fence_open", (PyCFunction)(void (*)(void))fence_open, METH_FASTCALL, fence_open_doc},
    {"fence_close", (PyCFunction)(void (*)(void))fence_close, METH_FASTCALL, fence_close_doc},
    {"tool_call_block", (PyCFunction)(void (*)(void))tool_call_block, METH_FASTCALL, tool_call_block_doc},
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
    return 0;
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
    .m_doc = "The per-character passes of acp_bridge.sessions.sanitize, in C.",
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
