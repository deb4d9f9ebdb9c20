/* A code point written as UTF-8: shared by `acp/_update_line.c` (a chunk's `\uXXXX` escapes decoded
 * into the text's bytes) and `_docjoin.c` (a document written as UTF-8 or as a JSON string). Static
 * inline: each extension has its own copy. The caller has room for 4 bytes and passes no surrogate.
 */
#ifndef ACP_BRIDGE_UTF8_H
#define ACP_BRIDGE_UTF8_H

static inline char *
put_utf8(char *out, unsigned int cp)
{
    if (cp < 0x80) {
        *out++ = (char)cp;
    }
    else if (cp < 0x800) {
        *out++ = (char)(0xC0 | (cp >> 6));
        *out++ = (char)(0x80 | (cp & 0x3F));
    }
    else if (cp < 0x10000) {
        *out++ = (char)(0xE0 | (cp >> 12));
        *out++ = (char)(0x80 | ((cp >> 6) & 0x3F));
        *out++ = (char)(0x80 | (cp & 0x3F));
    }
    else {
        *out++ = (char)(0xF0 | (cp >> 18));
        *out++ = (char)(0x80 | ((cp >> 12) & 0x3F));
        *out++ = (char)(0x80 | ((cp >> 6) & 0x3F));
        *out++ = (char)(0x80 | (cp & 0x3F));
    }
    return out;
}

#endif
