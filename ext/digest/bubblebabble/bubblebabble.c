/* bubblebabble.c - Digest.bubblebabble: the Bubble Babble encoding (Antti
 * Huima), and the bubblebabble methods of Digest::Class and Instance. */
#include "ruby.h"

static ID id_digest;

static VALUE
bubblebabble_encode(const unsigned char *p, long len)
{
    static const char vowels[] = "aeiouy";
    static const char consonants[] = "bcdfghklmnprstvzx";
    long i, rounds = len / 2 + 1;
    int seed = 1;
    VALUE out = rb_str_buf_new(rounds * 6);

    rb_str_buf_cat(out, "x", 1);
    for (i = 0; i < rounds; i++) {
        char tuple[6];
        if (i + 1 < rounds || len % 2) {
            int b1 = p[2 * i];
            tuple[0] = vowels[(((b1 >> 6) & 3) + seed) % 6];
            tuple[1] = consonants[(b1 >> 2) & 15];
            tuple[2] = vowels[((b1 & 3) + seed / 6) % 6];
            rb_str_buf_cat(out, tuple, 3);
            if (i + 1 < rounds) {
                int b2 = p[2 * i + 1];
                tuple[0] = consonants[(b2 >> 4) & 15];
                tuple[1] = '-';
                tuple[2] = consonants[b2 & 15];
                rb_str_buf_cat(out, tuple, 3);
                seed = (seed * 5 + b1 * 7 + b2) % 36;
            }
        }
        else {
            tuple[0] = vowels[seed % 6];
            tuple[1] = consonants[16];
            tuple[2] = vowels[seed / 6];
            rb_str_buf_cat(out, tuple, 3);
        }
    }
    rb_str_buf_cat(out, "x", 1);
    return out;
}

/* Digest.bubblebabble(string) */
static VALUE
digest_s_bubblebabble(VALUE self, VALUE str)
{
    StringValue(str);
    return bubblebabble_encode((const unsigned char *)RSTRING_PTR(str), RSTRING_LEN(str));
}

/* Digest::Class.bubblebabble(string, *new_args) */
static VALUE
class_s_bubblebabble(int argc, VALUE *argv, VALUE klass)
{
    return digest_s_bubblebabble(klass, rb_funcall2(klass, id_digest, argc, argv));
}

/* Digest::Instance#bubblebabble: of the current value */
static VALUE
instance_bubblebabble(VALUE self)
{
    return digest_s_bubblebabble(self, rb_funcall(self, id_digest, 0));
}

void
Init_bubblebabble(void)
{
    VALUE mDigest;

    rb_require("digest");
    mDigest = rb_path2class("Digest");
    id_digest = rb_intern("digest");
    rb_define_module_function(mDigest, "bubblebabble", digest_s_bubblebabble, 1);
    rb_define_singleton_method(rb_path2class("Digest::Class"), "bubblebabble", class_s_bubblebabble, -1);
    rb_define_method(rb_path2class("Digest::Instance"), "bubblebabble", instance_bubblebabble, 0);
}
