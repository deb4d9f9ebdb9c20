/* The hunks of a tool edit's unified diff (diffs.diff_hunks), in C.
 *
 * Every edit a tool call made is shown as a unified diff, and a long session has thousands. The
 * edits are small once their common head and tail are cut (a few lines against a few), so the work
 * is not the matching but its set-up in Python: a list of line strings per side, a dict per row of
 * the matcher, a tuple per opcode, a string per hunk line. Here lines stay spans of the texts' own
 * storage, the matcher runs on two rows of ints, and the result is counted, then written once.
 *
 * Only small middles are matched here (at most SMALL_MATCH line pairs, as diffs._opcodes matches
 * them itself); a bigger one returns None and the caller runs the Python, which uses difflib. The
 * Python in diffs.py is the specification: tests/unit/test_linediff.py holds this to it.
 * Built with the compiled modules (scripts/build-native.py), used only when they are (native.py).
 *
 * Lines are git's (diffs.text_lines): a final line break ends the last line, and a last line without
 * one differs from the same line with one and is shown followed by git's marker (NO_NEWLINE).
 *
 * The texts are untrusted: every read is at an index below a text's length, and the only string
 * written is one allocated here at the size counted by the same code beforehand.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* diffs._SMALL_MATCH: above this many line pairs the middle goes to difflib (in Python). */
#define SMALL_MATCH 256
/* Lines of context around a change (difflib's n=3). */
#define CONTEXT 3
/* With at most SMALL_MATCH pairs, the shorter side has at most 16 lines, so at most 16 matching
 * blocks: a middle gives at most 2 * 16 + 1 opcodes, and grouping splits each equal run in two. */
#define MAX_BLOCKS 16
#define MAX_CODES (2 * MAX_BLOCKS + 1 + 2)
#define MAX_OPS (2 * MAX_CODES)
/* diffs.NO_NEWLINE: written after a last line that has no line break. */
static const char NO_NEWLINE[] = "\n\\ No newline at end of file";

typedef struct {
    Py_ssize_t start, len;
    int bare; /* the text's last line, and no line break ends it */
} Line;

typedef struct {
    int kind;
    const void *data;
    Line *lines;
    Py_ssize_t count;
} Text;

typedef struct {
    char tag; /* 'e'qual, 'r'eplace, 'd'elete, 'i'nsert: difflib's opcodes */
    Py_ssize_t i1, i2, j1, j2;
} Op;

/* -- lines ----------------------------------------------------------------------------------- */

static Py_ssize_t
next_newline(int kind, const void *data, Py_ssize_t n, Py_ssize_t from)
{
    if (kind == PyUnicode_1BYTE_KIND) {
        const char *found = memchr((const char *)data + from, '\n', (size_t)(n - from));
        return found == NULL ? -1 : found - (const char *)data;
    }
    for (Py_ssize_t i = from; i < n; i++) {
        if (PyUnicode_READ(kind, data, i) == '\n') {
            return i;
        }
    }
    return -1;
}

/* The text's lines as diffs.text_lines gives them; None and "" have none. 0, or -1 with an exception
 * set. */
static int
split_lines(PyObject *text, Text *out)
{
    out->lines = NULL;
    out->count = 0;
    if (text == Py_None || PyUnicode_GET_LENGTH(text) == 0) {
        out->kind = PyUnicode_1BYTE_KIND;
        out->data = "";
        return 0;
    }
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), breaks = 0;
    out->kind = PyUnicode_KIND(text);
    out->data = PyUnicode_DATA(text);
    for (Py_ssize_t at = next_newline(out->kind, out->data, n, 0); at >= 0;
         at = next_newline(out->kind, out->data, n, at + 1)) {
        breaks++;
    }
    /* n > 0: a text ending with a line break has one line per break, any other one more. */
    int bare = PyUnicode_READ(out->kind, out->data, n - 1) != '\n';
    Py_ssize_t count = breaks + bare;
    out->lines = PyMem_New(Line, count);
    if (out->lines == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t start = 0;
    for (Py_ssize_t i = 0; i < breaks; i++) {
        Py_ssize_t end = next_newline(out->kind, out->data, n, start);
        out->lines[i] = (Line){start, end - start, 0};
        start = end + 1;
    }
    if (bare) {
        out->lines[count - 1] = (Line){start, n - start, 1};
    }
    out->count = count;
    return 0;
}

static int
lines_equal(const Text *a, Py_ssize_t i, const Text *b, Py_ssize_t j)
{
    Line x = a->lines[i], y = b->lines[j];
    if (x.len != y.len || x.bare != y.bare) {
        return 0;
    }
    if (a->kind == b->kind) {
        return memcmp((const char *)a->data + x.start * a->kind, (const char *)b->data + y.start * b->kind,
                      (size_t)(x.len * a->kind)) == 0;
    }
    /* Different widths can still hold the same line (an ASCII line of a text that has "→"). */
    for (Py_ssize_t k = 0; k < x.len; k++) {
        if (PyUnicode_READ(a->kind, a->data, x.start + k) != PyUnicode_READ(b->kind, b->data, y.start + k)) {
            return 0;
        }
    }
    return 1;
}

/* -- matching (diffs._opcodes, small inputs) ------------------------------------------------- */

typedef struct {
    Py_ssize_t i, j, size;
} Block;

/* The matching blocks of a[alo:ahi] and b[blo:bhi] (at most SMALL_MATCH pairs), sorted: the longest
 * common run of lines (earliest in a, then in b), then the same on each side of it. */
static Py_ssize_t
matching_blocks(const Text *a, const Text *b, Py_ssize_t alo, Py_ssize_t ahi, Py_ssize_t blo,
                Py_ssize_t bhi, Block *blocks)
{
    Py_ssize_t queue[MAX_BLOCKS + 1][4], queued = 0, found = 0;
    Py_ssize_t rows[2][SMALL_MATCH + 1];
    queue[queued][0] = alo, queue[queued][1] = ahi, queue[queued][2] = blo, queue[queued][3] = bhi;
    queued++;
    while (queued) {
        queued--;
        Py_ssize_t lo = queue[queued][0], hi = queue[queued][1], b_lo = queue[queued][2],
                   b_hi = queue[queued][3];
        Py_ssize_t best_i = lo, best_j = b_lo, best_k = 0, width = b_hi - b_lo;
        /* rows[r][c + 1]: length of the common run ending at a[i], b[b_lo + c]; column 0 stays 0. */
        Py_ssize_t *previous = rows[0], *current = rows[1];
        memset(previous, 0, sizeof(rows[0]));
        current[0] = 0;
        for (Py_ssize_t i = lo; i < hi; i++) {
            for (Py_ssize_t c = 0; c < width; c++) {
                Py_ssize_t k = 0;
                if (lines_equal(a, i, b, b_lo + c)) {
                    k = previous[c] + 1;
                    if (k > best_k) {
                        best_i = i - k + 1, best_j = b_lo + c - k + 1, best_k = k;
                    }
                }
                current[c + 1] = k;
            }
            Py_ssize_t *swap = previous;
            previous = current, current = swap;
        }
        if (!best_k) {
            continue;
        }
        blocks[found++] = (Block){best_i, best_j, best_k};
        /* Each block takes at least a line from both sides, so neither overflows (asserted anyway). */
        if (lo < best_i && b_lo < best_j) {
            if (queued > MAX_BLOCKS) {
                return -1;
            }
            queue[queued][0] = lo, queue[queued][1] = best_i, queue[queued][2] = b_lo, queue[queued][3] = best_j;
            queued++;
        }
        if (best_i + best_k < hi && best_j + best_k < b_hi) {
            if (queued > MAX_BLOCKS) {
                return -1;
            }
            queue[queued][0] = best_i + best_k, queue[queued][1] = hi;
            queue[queued][2] = best_j + best_k, queue[queued][3] = b_hi;
            queued++;
        }
        if (found == MAX_BLOCKS && queued) {
            return -1;
        }
    }
    for (Py_ssize_t x = 1; x < found; x++) { /* blocks.sort(): a handful, insertion sort */
        Block key = blocks[x];
        Py_ssize_t y = x - 1;
        while (y >= 0 && (blocks[y].i > key.i || (blocks[y].i == key.i && blocks[y].j > key.j))) {
            blocks[y + 1] = blocks[y];
            y--;
        }
        blocks[y + 1] = key;
    }
    return found;
}

static void
add_op(Op *codes, Py_ssize_t *n, char tag, Py_ssize_t i1, Py_ssize_t i2, Py_ssize_t j1, Py_ssize_t j2)
{
    codes[(*n)++] = (Op){tag, i1, i2, j1, j2};
}

/* diffs._opcodes for a small middle, appended to codes. -1 if the bounds above were wrong. */
static int
middle_opcodes(const Text *a, const Text *b, Py_ssize_t alo, Py_ssize_t ahi, Py_ssize_t blo,
               Py_ssize_t bhi, Op *codes, Py_ssize_t *n)
{
    Block blocks[MAX_BLOCKS + 1];
    Py_ssize_t found = matching_blocks(a, b, alo, ahi, blo, bhi, blocks);
    if (found < 0) {
        return -1;
    }
    blocks[found++] = (Block){ahi, bhi, 0};
    Py_ssize_t i = alo, j = blo;
    for (Py_ssize_t x = 0; x < found; x++) {
        Py_ssize_t ai = blocks[x].i, bj = blocks[x].j, size = blocks[x].size;
        if (i < ai && j < bj) {
            add_op(codes, n, 'r', i, ai, j, bj);
        }
        else if (i < ai) {
            add_op(codes, n, 'd', i, ai, j, bj);
        }
        else if (j < bj) {
            add_op(codes, n, 'i', i, ai, j, bj);
        }
        if (size) {
            if (*n && codes[*n - 1].tag == 'e') { /* adjacent blocks: one run, as difflib merges them */
                codes[*n - 1].i2 = ai + size, codes[*n - 1].j2 = bj + size;
            }
            else {
                add_op(codes, n, 'e', ai, ai + size, bj, bj + size);
            }
        }
        i = ai + size, j = bj + size;
    }
    return 0;
}

/* -- hunks (diffs._grouped and the formatting of diffs.diff_hunks) ----------------------------- */

/* difflib's get_grouped_opcodes(3) over codes (modified in place): the ops in order, and where each
 * group starts (group_starts[groups] is the end). */
static Py_ssize_t
group_ops(Op *codes, Py_ssize_t n, Op *ops, Py_ssize_t *group_starts)
{
    Py_ssize_t groups = 0, count = 0, group_begin = 0;
    if (codes[0].tag == 'e') {
        codes[0].i1 = Py_MAX(codes[0].i1, codes[0].i2 - CONTEXT);
        codes[0].j1 = Py_MAX(codes[0].j1, codes[0].j2 - CONTEXT);
    }
    if (codes[n - 1].tag == 'e') {
        codes[n - 1].i2 = Py_MIN(codes[n - 1].i2, codes[n - 1].i1 + CONTEXT);
        codes[n - 1].j2 = Py_MIN(codes[n - 1].j2, codes[n - 1].j1 + CONTEXT);
    }
    for (Py_ssize_t x = 0; x < n; x++) {
        Op op = codes[x];
        if (op.tag == 'e' && op.i2 - op.i1 > CONTEXT * 2) {
            ops[count++] = (Op){'e', op.i1, Py_MIN(op.i2, op.i1 + CONTEXT), op.j1, Py_MIN(op.j2, op.j1 + CONTEXT)};
            group_starts[groups++] = group_begin;
            group_begin = count;
            op.i1 = Py_MAX(op.i1, op.i2 - CONTEXT), op.j1 = Py_MAX(op.j1, op.j2 - CONTEXT);
        }
        ops[count++] = op;
    }
    Py_ssize_t last = count - group_begin;
    if (last && !(last == 1 && ops[group_begin].tag == 'e')) {
        group_starts[groups++] = group_begin;
        group_begin = count;
    }
    group_starts[groups] = group_begin;
    return groups;
}

/* Where the hunks are written: counted first (data NULL), then written into a string of that size. */
typedef struct {
    int kind;
    void *data;
    Py_ssize_t at;
} Out;

static void
put_ascii(Out *out, const char *chars, Py_ssize_t n)
{
    if (out->data != NULL && out->kind == PyUnicode_1BYTE_KIND) {
        memcpy((char *)out->data + out->at, chars, (size_t)n);
    }
    else if (out->data != NULL) {
        for (Py_ssize_t k = 0; k < n; k++) {
            PyUnicode_WRITE(out->kind, out->data, out->at + k, (Py_UCS4)(unsigned char)chars[k]);
        }
    }
    out->at += n;
}

static void
put_line(Out *out, const Text *text, Py_ssize_t index)
{
    Line line = text->lines[index];
    if (out->data != NULL) {
        if (out->kind == text->kind) {
            memcpy((char *)out->data + out->at * out->kind, (const char *)text->data + line.start * text->kind,
                   (size_t)(line.len * text->kind));
        }
        else {
            for (Py_ssize_t k = 0; k < line.len; k++) {
                PyUnicode_WRITE(out->kind, out->data, out->at + k,
                                PyUnicode_READ(text->kind, text->data, line.start + k));
            }
        }
    }
    out->at += line.len;
    if (line.bare) {
        put_ascii(out, NO_NEWLINE, (Py_ssize_t)sizeof NO_NEWLINE - 1);
    }
}

/* `prefix + ("\n" + prefix).join(lines[lo:hi])`, after a line break. */
static void
put_lines(Out *out, char prefix, const Text *text, Py_ssize_t lo, Py_ssize_t hi)
{
    char row[2] = {'\n', prefix};
    put_ascii(out, row, 2);
    for (Py_ssize_t i = lo; i < hi; i++) {
        if (i > lo) {
            put_ascii(out, row, 2);
        }
        put_line(out, text, i);
    }
}

static void
put_number(Out *out, Py_ssize_t value)
{
    char digits[24];
    int n = 0;
    do { /* snprintf would cost more than the rest of a small hunk */
        digits[sizeof digits - 1 - n++] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0);
    put_ascii(out, digits + sizeof digits - n, n);
}

/* difflib's _format_range_unified. */
static void
put_range(Out *out, Py_ssize_t start, Py_ssize_t stop)
{
    Py_ssize_t beginning = start + 1, length = stop - start;
    if (length == 1) {
        put_number(out, beginning);
        return;
    }
    put_number(out, length ? beginning : beginning - 1);
    put_ascii(out, ",", 1);
    put_number(out, length);
}

static void
put_hunks(Out *out, const Text *a, const Text *b, const Op *ops, const Py_ssize_t *group_starts,
          Py_ssize_t groups)
{
    for (Py_ssize_t g = 0; g < groups; g++) {
        const Op *first = &ops[group_starts[g]], *last = &ops[group_starts[g + 1] - 1];
        /* The first hunk starts the text: no line break before it. */
        put_ascii(out, "\n@@ -" + (g == 0), 5 - (g == 0));
        put_range(out, first->i1, last->i2);
        put_ascii(out, " +", 2);
        put_range(out, first->j1, last->j2);
        put_ascii(out, " @@", 3);
        for (const Op *op = first; op <= last; op++) {
            if (op->tag == 'e') {
                put_lines(out, ' ', a, op->i1, op->i2);
                continue;
            }
            if (op->tag != 'i') {
                put_lines(out, '-', a, op->i1, op->i2);
            }
            if (op->tag != 'd') {
                put_lines(out, '+', b, op->j1, op->j2);
            }
        }
    }
}

/* -- the function ---------------------------------------------------------------------------- */

static PyObject *
hunks_of(const Text *a, const Text *b, Py_ssize_t max_lines)
{
    Py_ssize_t n_old = a->count, n_new = b->count, shortest = Py_MIN(n_old, n_new);
    Py_ssize_t head = 0, tail = 0;
    while (head < shortest && lines_equal(a, head, b, head)) {
        head++;
    }
    while (tail < shortest - head && lines_equal(a, n_old - 1 - tail, b, n_new - 1 - tail)) {
        tail++;
    }
    Py_ssize_t old_end = n_old - tail, new_end = n_new - tail;
    if (head == old_end && head == new_end) {
        return PyUnicode_New(0, 0);
    }
    Op codes[MAX_CODES], ops[MAX_OPS];
    Py_ssize_t n = 0, group_starts[MAX_OPS + 1];
    if (head) {
        add_op(codes, &n, 'e', 0, head, 0, head);
    }
    if (old_end - head > max_lines || new_end - head > max_lines || head == old_end || head == new_end) {
        char tag = head == old_end ? 'i' : head == new_end ? 'd' : 'r';
        add_op(codes, &n, tag, head, old_end, head, new_end);
    }
    else if (old_end - head > SMALL_MATCH || new_end - head > SMALL_MATCH ||
             (old_end - head) * (new_end - head) > SMALL_MATCH) { /* (no overflow: both are small) */
        Py_RETURN_NONE; /* difflib's turn, in Python */
    }
    else if (middle_opcodes(a, b, head, old_end, head, new_end, codes, &n) < 0) {
        PyErr_SetString(PyExc_SystemError, "diff_hunks: more matching blocks than the bound allows");
        return NULL;
    }
    if (tail) {
        add_op(codes, &n, 'e', n_old - tail, n_old, n_new - tail, n_new);
    }
    Py_ssize_t groups = group_ops(codes, n, ops, group_starts);
    Out counting = {PyUnicode_1BYTE_KIND, NULL, 0};
    put_hunks(&counting, a, b, ops, group_starts, groups);
    /* The widest of the two texts, narrowed to what the hunks hold (a wide text's shown lines may all
     * be ASCII): a str must be stored at the width of its widest character. */
    int kind = Py_MAX(a->kind, b->kind);
    void *buffer = PyMem_Malloc((size_t)(counting.at ? counting.at : 1) * (size_t)kind);
    if (buffer == NULL) {
        return PyErr_NoMemory();
    }
    Out writing = {kind, buffer, 0};
    put_hunks(&writing, a, b, ops, group_starts, groups);
    PyObject *result = PyUnicode_FromKindAndData(kind, buffer, writing.at);
    PyMem_Free(buffer);
    return result;
}

PyDoc_STRVAR(diff_hunks_doc,
"diff_hunks(old, new, max_lines, /)\n--\n\n"
"The hunks of the unified diff of two cleaned texts (None and \"\": no lines), \"\" when their lines are\n"
"equal: diffs.diff_hunks(old, new, max_lines). None when the changed middle is too big to match\n"
"here (more than 256 line pairs), which diffs.diff_hunks hands to difflib.");

static PyObject *
diff_hunks(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3) {
        PyErr_Format(PyExc_TypeError, "diff_hunks() takes 3 arguments (%zd given)", nargs);
        return NULL;
    }
    for (int k = 0; k < 2; k++) {
        if (args[k] != Py_None && !PyUnicode_Check(args[k])) {
            PyErr_Format(PyExc_TypeError, "diff_hunks() argument %d must be str or None, not %.100s", k + 1,
                         Py_TYPE(args[k])->tp_name);
            return NULL;
        }
#if PY_VERSION_HEX < 0x030C0000
        if (args[k] != Py_None && PyUnicode_READY(args[k]) < 0) { /* 3.11 may hold legacy strings */
            return NULL;
        }
#endif
    }
    Py_ssize_t max_lines = PyNumber_AsSsize_t(args[2], PyExc_OverflowError);
    if (max_lines == -1 && PyErr_Occurred()) {
        return NULL;
    }
    Text a, b;
    if (split_lines(args[0], &a) < 0) {
        return NULL;
    }
    if (split_lines(args[1], &b) < 0) {
        PyMem_Free(a.lines);
        return NULL;
    }
    PyObject *result = hunks_of(&a, &b, max_lines);
    PyMem_Free(a.lines);
    PyMem_Free(b.lines);
    return result;
}

static PyMethodDef linediff_methods[] = {
    {"diff_hunks", (PyCFunction)(void (*)(void))diff_hunks, METH_FASTCALL, diff_hunks_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef linediff_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "acp_bridge.sessions._linediff",
    .m_doc = "The hunks of a small edit's unified diff (acp_bridge.sessions.diffs), in C.",
    .m_size = 0,
    .m_methods = linediff_methods,
};

PyMODINIT_FUNC
PyInit__linediff(void)
{
    return PyModuleDef_Init(&linediff_module);
}
