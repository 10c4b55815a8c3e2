/* digest.c - the Digest framework of 1.8.7: Digest.hexencode, the
 * Digest::Instance interface (update/finish/reset make every other method),
 * Digest::Class and Digest::Base, which computes with the C functions an
 * algorithm extension attaches to its class (digest.h). */
#include "digest.h"
#include <string.h>

static VALUE mDigest, mInstance, cClass, cBase;
static ID id_update, id_finish, id_reset, id_digest, id_digest_length, id_metadata;

/* updates at least this long run in a blocking region */
#define BLOCKING_UPDATE_MIN (256 * 1024)

/* Digest.hexencode(string): lower-case hex of each byte */
static VALUE
digest_s_hexencode(VALUE self, VALUE str)
{
    static const char hex[] = "0123456789abcdef";
    const unsigned char *p;
    char *q;
    long i, len;
    VALUE out;

    StringValue(str);
    len = RSTRING_LEN(str);
    out = rb_str_new(0, len * 2);
    p = (const unsigned char *)RSTRING_PTR(str);
    q = RSTRING_PTR(out);
    for (i = 0; i < len; i++) {
        q[2 * i] = hex[p[i] >> 4];
        q[2 * i + 1] = hex[p[i] & 15];
    }
    return out;
}

static void
not_implemented(VALUE self, const char *method)
{
    rb_raise(rb_eRuntimeError, "%s does not implement %s()", rb_obj_classname(self), method);
}

static VALUE
instance_update(VALUE self, VALUE str)
{
    not_implemented(self, "update");
    return Qnil;
}

static VALUE
instance_finish(VALUE self)
{
    not_implemented(self, "finish");
    return Qnil;
}

static VALUE
instance_reset(VALUE self)
{
    not_implemented(self, "reset");
    return Qnil;
}

static VALUE
instance_block_length(VALUE self)
{
    not_implemented(self, "block_length");
    return Qnil;
}

/* Digest::Instance#new: a fresh digest of the same kind */
static VALUE
instance_new(VALUE self)
{
    return rb_funcall(rb_obj_clone(self), id_reset, 0);
}

/* the value so far, leaving self as it is (a clone is finished) */
static VALUE
current_value(VALUE self)
{
    VALUE copy = rb_obj_clone(self);
    VALUE value = rb_funcall(copy, id_finish, 0);
    rb_funcall(copy, id_reset, 0);
    return value;
}

/* digest(str = nil): with str, the value of str alone (self ends reset) */
static VALUE
instance_digest(int argc, VALUE *argv, VALUE self)
{
    VALUE str, value;

    if (rb_scan_args(argc, argv, "01", &str) == 0) return current_value(self);
    rb_funcall(self, id_reset, 0);
    rb_funcall(self, id_update, 1, str);
    value = rb_funcall(self, id_finish, 0);
    rb_funcall(self, id_reset, 0);
    return value;
}

static VALUE
instance_digest_bang(VALUE self)
{
    VALUE value = rb_funcall(self, id_finish, 0);
    rb_funcall(self, id_reset, 0);
    return value;
}

static VALUE
instance_hexdigest(int argc, VALUE *argv, VALUE self)
{
    return digest_s_hexencode(mDigest, instance_digest(argc, argv, self));
}

static VALUE
instance_hexdigest_bang(VALUE self)
{
    return digest_s_hexencode(mDigest, instance_digest_bang(self));
}

static VALUE
instance_to_s(VALUE self)
{
    return instance_hexdigest(0, 0, self);
}

static VALUE
instance_inspect(VALUE self)
{
    VALUE str = rb_str_buf_new2("#<");
    rb_str_buf_cat2(str, rb_obj_classname(self));
    rb_str_buf_cat2(str, ": ");
    rb_str_buf_append(str, instance_to_s(self));
    rb_str_buf_cat2(str, ">");
    return str;
}

/* == another digest (same value) or a string (same hexdigest) */
static VALUE
instance_equal(VALUE self, VALUE other)
{
    VALUE mine, theirs;

    if (rb_obj_is_kind_of(other, mInstance)) {
        mine = current_value(self);
        theirs = current_value(other);
    }
    else {
        theirs = rb_str_to_str(other);
        mine = instance_to_s(self);
    }
    return rb_str_equal(mine, theirs);
}

static VALUE
instance_digest_length(VALUE self)
{
    return LONG2NUM(RSTRING_LEN(current_value(self)));
}

static VALUE
instance_length(VALUE self)
{
    return rb_funcall(self, id_digest_length, 0);
}

/* Digest::Class.digest(string, *new_args) */
static VALUE
class_s_digest(int argc, VALUE *argv, VALUE klass)
{
    VALUE obj;

    if (argc < 1) rb_raise(rb_eArgError, "no data given");
    StringValue(argv[0]);
    obj = rb_class_new_instance(argc - 1, argv + 1, klass);
    return rb_funcall(obj, id_digest, 1, argv[0]);
}

static VALUE
class_s_hexdigest(int argc, VALUE *argv, VALUE klass)
{
    return digest_s_hexencode(mDigest, rb_funcall2(klass, id_digest, argc, argv));
}

/* ---- Digest::Base: an algorithm's context in a Data object ---- */

struct base {
    const rb_digest_metadata_t *meta;
    unsigned char ctx[1];   /* meta->ctx_size bytes */
};

/* the metadata of klass or of its nearest ancestor that has one */
static const rb_digest_metadata_t *
class_metadata(VALUE klass)
{
    VALUE c, data;

    if (klass == cBase) rb_raise(rb_eNotImpError, "Digest::Base is an abstract class");
    for (c = klass; c && c != cBase; c = RCLASS(c)->super) {
        if (rb_ivar_defined(c, id_metadata)) {
            data = rb_ivar_get(c, id_metadata);
            return (const rb_digest_metadata_t *)DATA_PTR(data);
        }
    }
    rb_raise(rb_eRuntimeError, "Digest::Base cannot be directly inherited in Ruby");
    return 0;
}

static void
base_free(void *b)
{
    xfree(b);
}

static VALUE
base_alloc(VALUE klass)
{
    const rb_digest_metadata_t *meta = class_metadata(klass);
    struct base *b = (struct base *)xmalloc(sizeof(struct base) + meta->ctx_size);

    b->meta = meta;
    meta->init_func(b->ctx);
    return Data_Wrap_Struct(klass, 0, base_free, b);
}

static struct base *
get_base(VALUE self)
{
    struct base *b;
    Data_Get_Struct(self, struct base, b);
    return b;
}

static VALUE
base_initialize_copy(VALUE self, VALUE other)
{
    struct base *mine, *theirs;

    if (self == other) return self;
    rb_check_frozen(self);
    if (!rb_obj_is_kind_of(other, rb_obj_class(self)))
        rb_raise(rb_eTypeError, "different algorithms");
    mine = get_base(self);
    theirs = get_base(other);
    if (mine->meta != theirs->meta) rb_raise(rb_eTypeError, "different algorithms");
    memcpy(mine->ctx, theirs->ctx, mine->meta->ctx_size);
    return self;
}

static VALUE
base_reset(VALUE self)
{
    struct base *b = get_base(self);
    b->meta->init_func(b->ctx);
    return self;
}

/* a long update, run without the interpreter on copies of the context and
   the data (other threads may change both meanwhile) */
struct update_job {
    const rb_digest_metadata_t *meta;
    void *target;           /* the object's context, written when done */
    void *ctx;
    unsigned char *data;
    size_t len;
};

static VALUE
run_update_job(void *arg)
{
    struct update_job *job = arg;
    job->meta->update_func(job->ctx, job->data, job->len);
    return Qnil;
}

static VALUE
free_update_job(VALUE arg)
{
    struct update_job *job = (struct update_job *)arg;
    free(job->ctx);
    free(job->data);
    return Qnil;
}

static VALUE
blocking_update(VALUE arg)
{
    struct update_job *job = (struct update_job *)arg;

    rb_thread_blocking_region(run_update_job, job, 0, 0);
    memcpy(job->target, job->ctx, job->meta->ctx_size);
    return Qnil;
}

static void
long_update(struct base *b, VALUE str)
{
    struct update_job job;
    size_t ctx_size = b->meta->ctx_size;

    job.meta = b->meta;
    job.target = b->ctx;
    job.len = RSTRING_LEN(str);
    job.ctx = malloc(ctx_size);
    job.data = malloc(job.len);
    if (!job.ctx || !job.data) {
        free_update_job((VALUE)&job);
        rb_memerror();
    }
    memcpy(job.ctx, b->ctx, ctx_size);
    memcpy(job.data, RSTRING_PTR(str), job.len);
    /* no ubf: the hash of a bounded buffer always ends soon */
    rb_ensure(blocking_update, (VALUE)&job, free_update_job, (VALUE)&job);
}

static VALUE
base_update(VALUE self, VALUE str)
{
    struct base *b = get_base(self);

    StringValue(str);
    if (RSTRING_LEN(str) >= BLOCKING_UPDATE_MIN && !rb_thread_alone())
        long_update(b, str);
    else
        b->meta->update_func(b->ctx, (const unsigned char *)RSTRING_PTR(str), RSTRING_LEN(str));
    return self;
}

/* the value of what was given; the context is then reset */
static VALUE
base_finish(VALUE self)
{
    struct base *b = get_base(self);
    VALUE value = rb_str_new(0, b->meta->digest_len);

    b->meta->finish_func(b->ctx, (unsigned char *)RSTRING_PTR(value));
    b->meta->init_func(b->ctx);
    return value;
}

static VALUE
base_digest_length(VALUE self)
{
    return ULONG2NUM(get_base(self)->meta->digest_len);
}

static VALUE
base_block_length(VALUE self)
{
    return ULONG2NUM(get_base(self)->meta->block_len);
}

static void
init_instance(void)
{
    mInstance = rb_define_module_under(mDigest, "Instance");
    rb_define_method(mInstance, "update", instance_update, 1);
    rb_define_method(mInstance, "<<", instance_update, 1);
    rb_define_private_method(mInstance, "finish", instance_finish, 0);
    rb_define_method(mInstance, "reset", instance_reset, 0);
    rb_define_method(mInstance, "new", instance_new, 0);
    rb_define_method(mInstance, "digest", instance_digest, -1);
    rb_define_method(mInstance, "digest!", instance_digest_bang, 0);
    rb_define_method(mInstance, "hexdigest", instance_hexdigest, -1);
    rb_define_method(mInstance, "hexdigest!", instance_hexdigest_bang, 0);
    rb_define_method(mInstance, "to_s", instance_to_s, 0);
    rb_define_method(mInstance, "inspect", instance_inspect, 0);
    rb_define_method(mInstance, "==", instance_equal, 1);
    rb_define_method(mInstance, "length", instance_length, 0);
    rb_define_method(mInstance, "size", instance_length, 0);
    rb_define_method(mInstance, "digest_length", instance_digest_length, 0);
    rb_define_method(mInstance, "block_length", instance_block_length, 0);
}

static void
init_base(void)
{
    cBase = rb_define_class_under(mDigest, "Base", cClass);
    rb_define_alloc_func(cBase, base_alloc);
    rb_define_private_method(cBase, "initialize_copy", base_initialize_copy, 1);
    rb_define_method(cBase, "reset", base_reset, 0);
    rb_define_method(cBase, "update", base_update, 1);
    rb_define_method(cBase, "<<", base_update, 1);
    rb_define_private_method(cBase, "finish", base_finish, 0);
    rb_define_method(cBase, "digest_length", base_digest_length, 0);
    rb_define_method(cBase, "block_length", base_block_length, 0);
}

void
Init_digest(void)
{
    id_update = rb_intern("update");
    id_finish = rb_intern("finish");
    id_reset = rb_intern("reset");
    id_digest = rb_intern("digest");
    id_digest_length = rb_intern("digest_length");
    id_metadata = rb_intern(RB_DIGEST_METADATA_IVAR);

    mDigest = rb_define_module("Digest");
    rb_define_module_function(mDigest, "hexencode", digest_s_hexencode, 1);
    init_instance();
    cClass = rb_define_class_under(mDigest, "Class", rb_cObject);
    rb_include_module(cClass, mInstance);
    rb_define_singleton_method(cClass, "digest", class_s_digest, -1);
    rb_define_singleton_method(cClass, "hexdigest", class_s_hexdigest, -1);
    init_base();
}
