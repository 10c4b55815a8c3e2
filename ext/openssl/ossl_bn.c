/* ossl_bn.c - OpenSSL::BN, a BIGNUM */
#include "ossl.h"

static VALUE cBN;
static VALUE eBNError;
static BN_CTX *bn_ctx;

static VALUE
bn_alloc(VALUE klass)
{
    BIGNUM *bn = BN_new();

    if (!bn) ossl_raise(eBNError, NULL);
    return Data_Wrap_Struct(klass, 0, BN_clear_free, bn);
}

static BIGNUM *
bn_ptr(VALUE obj)
{
    BIGNUM *bn;

    Data_Get_Struct(obj, BIGNUM, bn);
    return bn;
}

VALUE
ossl_bn_new(const BIGNUM *bn)
{
    VALUE obj = bn_alloc(cBN);

    if (bn && !BN_copy(bn_ptr(obj), bn)) ossl_raise(eBNError, NULL);
    return obj;
}

/* a BN of obj: itself, or a new one of an Integer */
static VALUE
to_bn_obj(VALUE obj)
{
    VALUE bn, hex;
    BIGNUM *p;

    if (rb_obj_is_kind_of(obj, cBN)) return obj;
    if (!FIXNUM_P(obj) && TYPE(obj) != T_BIGNUM)
        rb_raise(rb_eTypeError, "Cannot convert into OpenSSL::BN");
    hex = rb_funcall(obj, rb_intern("to_s"), 1, INT2FIX(16));
    bn = bn_alloc(cBN);
    p = bn_ptr(bn);
    if (!BN_hex2bn(&p, StringValueCStr(hex))) ossl_raise(eBNError, NULL);
    return bn;
}

BIGNUM *
ossl_bn_value(VALUE obj)
{
    return bn_ptr(to_bn_obj(obj));
}

/* a result: a new BN of self's class */
static VALUE
bn_result(VALUE self)
{
    return bn_alloc(rb_obj_class(self));
}

/* initialize(str, base = 10): base 10 or 16 (text), 2 (big-endian
 * bytes), 0 (MPI); str may be a BN or an Integer */
static VALUE
bn_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE str, bs;
    BIGNUM *bn = bn_ptr(self);
    int base = 10;

    if (rb_scan_args(argc, argv, "11", &str, &bs) == 2) base = NUM2INT(bs);
    if (rb_obj_is_kind_of(str, cBN) || FIXNUM_P(str) || TYPE(str) == T_BIGNUM) {
        if (!BN_copy(bn, ossl_bn_value(str))) ossl_raise(eBNError, NULL);
        return self;
    }
    StringValue(str);
    switch (base) {
      case 0:
        if (!BN_mpi2bn((unsigned char *)RSTRING_PTR(str), (int)RSTRING_LEN(str), bn))
            ossl_raise(eBNError, NULL);
        break;
      case 2:
        if (!BN_bin2bn((unsigned char *)RSTRING_PTR(str), (int)RSTRING_LEN(str), bn))
            ossl_raise(eBNError, NULL);
        break;
      case 10:
        if (!BN_dec2bn(&bn, StringValueCStr(str))) ossl_raise(eBNError, NULL);
        break;
      case 16:
        if (!BN_hex2bn(&bn, StringValueCStr(str))) ossl_raise(eBNError, NULL);
        break;
      default:
        rb_raise(rb_eArgError, "illegal radix %d", base);
    }
    return self;
}

static VALUE
bn_to_s(int argc, VALUE *argv, VALUE self)
{
    VALUE bs, str;
    BIGNUM *bn = bn_ptr(self);
    int base = 10, len;

    if (rb_scan_args(argc, argv, "01", &bs) == 1) base = NUM2INT(bs);
    switch (base) {
      case 0:
        len = BN_bn2mpi(bn, NULL);
        str = rb_str_new(0, len);
        BN_bn2mpi(bn, (unsigned char *)RSTRING_PTR(str));
        return str;
      case 2:
        len = BN_num_bytes(bn);
        str = rb_str_new(0, len);
        BN_bn2bin(bn, (unsigned char *)RSTRING_PTR(str));
        return str;
      case 10:
        return ossl_cstr_free(BN_bn2dec(bn));
      case 16:
        return ossl_cstr_free(BN_bn2hex(bn));
    }
    rb_raise(rb_eArgError, "illegal radix %d", base);
    return Qnil;
}

static VALUE
bn_to_i(VALUE self)
{
    VALUE hex = ossl_cstr_free(BN_bn2hex(bn_ptr(self)));
    return rb_str_to_inum(hex, 16, Qtrue);
}

static VALUE
bn_to_bn(VALUE self)
{
    return self;
}

static VALUE
bn_coerce(VALUE self, VALUE other)
{
    switch (TYPE(other)) {
      case T_STRING:
        return rb_assoc_new(other, bn_to_s(0, 0, self));
      case T_FIXNUM:
      case T_BIGNUM:
        return rb_assoc_new(other, bn_to_i(self));
    }
    rb_raise(rb_eTypeError, "Don't know how to coerce");
    return Qnil;
}

static VALUE
bn_copy(VALUE self, VALUE other)
{
    rb_check_frozen(self);
    if (self != other && !BN_copy(bn_ptr(self), ossl_bn_value(other)))
        ossl_raise(eBNError, NULL);
    return self;
}

#define BN_PRED(name, expr) \
static VALUE bn_##name(VALUE self) { BIGNUM *bn = bn_ptr(self); return (expr) ? Qtrue : Qfalse; }
BN_PRED(zero_p, BN_is_zero(bn))
BN_PRED(one_p, BN_is_one(bn))
BN_PRED(odd_p, BN_is_odd(bn))

/* one-operand operations: r = f(a) */
#define BN_UNARY(name, call) \
static VALUE bn_##name(VALUE self) { \
    BIGNUM *a = bn_ptr(self); VALUE res = bn_result(self); BIGNUM *r = bn_ptr(res); \
    if (!(call)) ossl_raise(eBNError, NULL); \
    return res; }
BN_UNARY(sqr, BN_sqr(r, a, bn_ctx))

/* two-operand operations: r = f(a, b) */
#define BN_BINARY(name, call) \
static VALUE bn_##name(VALUE self, VALUE other) { \
    volatile VALUE vb = to_bn_obj(other); \
    BIGNUM *a = bn_ptr(self), *b = bn_ptr(vb); VALUE res = bn_result(self); BIGNUM *r = bn_ptr(res); \
    if (!(call)) ossl_raise(eBNError, NULL); \
    return res; }
BN_BINARY(add, BN_add(r, a, b))
BN_BINARY(sub, BN_sub(r, a, b))
BN_BINARY(mul, BN_mul(r, a, b, bn_ctx))
BN_BINARY(mod, BN_mod(r, a, b, bn_ctx))
BN_BINARY(exp, BN_exp(r, a, b, bn_ctx))
BN_BINARY(gcd, BN_gcd(r, a, b, bn_ctx))
BN_BINARY(mod_sqr, BN_mod_sqr(r, a, b, bn_ctx))
BN_BINARY(mod_inverse, BN_mod_inverse(r, a, b, bn_ctx))

/* three-operand operations: r = f(a, b, m) */
#define BN_TERNARY(name, call) \
static VALUE bn_##name(VALUE self, VALUE other, VALUE mod) { \
    volatile VALUE vb = to_bn_obj(other), vm = to_bn_obj(mod); \
    BIGNUM *a = bn_ptr(self), *b = bn_ptr(vb), *m = bn_ptr(vm); \
    VALUE res = bn_result(self); BIGNUM *r = bn_ptr(res); \
    if (!(call)) ossl_raise(eBNError, NULL); \
    return res; }
BN_TERNARY(mod_add, BN_mod_add(r, a, b, m, bn_ctx))
BN_TERNARY(mod_sub, BN_mod_sub(r, a, b, m, bn_ctx))
BN_TERNARY(mod_mul, BN_mod_mul(r, a, b, m, bn_ctx))
BN_TERNARY(mod_exp, BN_mod_exp(r, a, b, m, bn_ctx))

/* [quotient, remainder] */
static VALUE
bn_div(VALUE self, VALUE other)
{
    volatile VALUE vb = to_bn_obj(other);
    VALUE q = bn_result(self), r = bn_result(self);

    if (!BN_div(bn_ptr(q), bn_ptr(r), bn_ptr(self), bn_ptr(vb), bn_ctx))
        ossl_raise(eBNError, NULL);
    return rb_assoc_new(q, r);
}

/* shifts: r = f(a, n) */
#define BN_SHIFT(name, call) \
static VALUE bn_##name(VALUE self, VALUE bits) { \
    int n = NUM2INT(bits); BIGNUM *a = bn_ptr(self); \
    VALUE res = bn_result(self); BIGNUM *r = bn_ptr(res); \
    if (!(call)) ossl_raise(eBNError, NULL); \
    return res; }
BN_SHIFT(lshift, BN_lshift(r, a, n))
BN_SHIFT(rshift, BN_rshift(r, a, n))

/* bit operations changing self */
#define BN_SELF_BIT(name, call) \
static VALUE bn_##name(VALUE self, VALUE bit) { \
    int n = NUM2INT(bit); BIGNUM *a = bn_ptr(self); \
    if (!(call)) ossl_raise(eBNError, NULL); \
    return self; }
BN_SELF_BIT(set_bit, BN_set_bit(a, n))
BN_SELF_BIT(clear_bit, BN_clear_bit(a, n))
BN_SELF_BIT(mask_bits, BN_mask_bits(a, n))
BN_SELF_BIT(lshift_bang, BN_lshift(a, a, n))
BN_SELF_BIT(rshift_bang, BN_rshift(a, a, n))

static VALUE
bn_bit_set_p(VALUE self, VALUE bit)
{
    return BN_is_bit_set(bn_ptr(self), NUM2INT(bit)) ? Qtrue : Qfalse;
}

static VALUE
bn_num_bits(VALUE self)
{
    return INT2FIX(BN_num_bits(bn_ptr(self)));
}

static VALUE
bn_num_bytes(VALUE self)
{
    return INT2FIX(BN_num_bytes(bn_ptr(self)));
}

static VALUE
bn_cmp(VALUE self, VALUE other)
{
    volatile VALUE vb = to_bn_obj(other);
    return INT2FIX(BN_cmp(bn_ptr(self), bn_ptr(vb)));
}

static VALUE
bn_ucmp(VALUE self, VALUE other)
{
    volatile VALUE vb = to_bn_obj(other);
    return INT2FIX(BN_ucmp(bn_ptr(self), bn_ptr(vb)));
}

static VALUE
bn_eql(VALUE self, VALUE other)
{
    return bn_cmp(self, other) == INT2FIX(0) ? Qtrue : Qfalse;
}

/* prime?(checks = nil): OpenSSL 3 picks the number of rounds itself */
static VALUE
bn_prime_p(int argc, VALUE *argv, VALUE self)
{
    VALUE checks, trial;
    int r;

    rb_scan_args(argc, argv, "02", &checks, &trial);
    r = BN_check_prime(bn_ptr(self), bn_ctx, NULL);
    if (r < 0) ossl_raise(eBNError, NULL);
    return r ? Qtrue : Qfalse;
}

/* rand(bits, fill = 0, odd = false) */
static VALUE
bn_s_rand(int argc, VALUE *argv, VALUE klass)
{
    VALUE bits, fill, odd, res;
    int top = 0;

    rb_scan_args(argc, argv, "12", &bits, &fill, &odd);
    if (!NIL_P(fill)) top = NUM2INT(fill);
    res = bn_alloc(klass);
    if (!BN_rand(bn_ptr(res), NUM2INT(bits), top, RTEST(odd) ? 1 : 0))
        ossl_raise(eBNError, NULL);
    return res;
}

static VALUE
bn_s_rand_range(VALUE klass, VALUE range)
{
    volatile VALUE vr = to_bn_obj(range);
    VALUE res = bn_alloc(klass);

    if (!BN_rand_range(bn_ptr(res), bn_ptr(vr))) ossl_raise(eBNError, NULL);
    return res;
}

/* generate_prime(bits, safe = true, add = nil, rem = nil) */
static VALUE
bn_s_generate_prime(int argc, VALUE *argv, VALUE klass)
{
    VALUE bits, safe, add, rem, res;
    volatile VALUE va = Qnil, vr = Qnil;

    rb_scan_args(argc, argv, "13", &bits, &safe, &add, &rem);
    if (!NIL_P(add)) va = to_bn_obj(add);
    if (!NIL_P(rem)) vr = to_bn_obj(rem);
    res = bn_alloc(klass);
    if (!BN_generate_prime_ex2(bn_ptr(res), NUM2INT(bits), argc < 2 || RTEST(safe),
                               NIL_P(va) ? NULL : bn_ptr(va),
                               NIL_P(vr) ? NULL : bn_ptr(vr), NULL, bn_ctx))
        ossl_raise(eBNError, NULL);
    return res;
}

void
Init_ossl_bn(void)
{
    bn_ctx = BN_CTX_new();
    eBNError = rb_define_class_under(mOSSL, "BNError", eOSSLError);
    cBN = rb_define_class_under(mOSSL, "BN", rb_cObject);
    rb_define_alloc_func(cBN, bn_alloc);
    rb_define_method(cBN, "initialize", bn_initialize, -1);
    rb_define_method(cBN, "copy", bn_copy, 1);
    rb_define_method(cBN, "initialize_copy", bn_copy, 1);
    rb_define_method(cBN, "to_s", bn_to_s, -1);
    rb_define_method(cBN, "to_i", bn_to_i, 0);
    rb_define_alias(cBN, "to_int", "to_i");
    rb_define_method(cBN, "to_bn", bn_to_bn, 0);
    rb_define_method(cBN, "coerce", bn_coerce, 1);
    rb_define_method(cBN, "zero?", bn_zero_p, 0);
    rb_define_method(cBN, "one?", bn_one_p, 0);
    rb_define_method(cBN, "odd?", bn_odd_p, 0);
    rb_define_method(cBN, "sqr", bn_sqr, 0);
    rb_define_method(cBN, "+", bn_add, 1);
    rb_define_method(cBN, "-", bn_sub, 1);
    rb_define_method(cBN, "*", bn_mul, 1);
    rb_define_method(cBN, "%", bn_mod, 1);
    rb_define_method(cBN, "/", bn_div, 1);
    rb_define_method(cBN, "**", bn_exp, 1);
    rb_define_method(cBN, "gcd", bn_gcd, 1);
    rb_define_method(cBN, "mod_sqr", bn_mod_sqr, 1);
    rb_define_method(cBN, "mod_inverse", bn_mod_inverse, 1);
    rb_define_method(cBN, "mod_add", bn_mod_add, 2);
    rb_define_method(cBN, "mod_sub", bn_mod_sub, 2);
    rb_define_method(cBN, "mod_mul", bn_mod_mul, 2);
    rb_define_method(cBN, "mod_exp", bn_mod_exp, 2);
    rb_define_method(cBN, "<<", bn_lshift, 1);
    rb_define_method(cBN, ">>", bn_rshift, 1);
    rb_define_method(cBN, "lshift!", bn_lshift_bang, 1);
    rb_define_method(cBN, "rshift!", bn_rshift_bang, 1);
    rb_define_method(cBN, "set_bit!", bn_set_bit, 1);
    rb_define_method(cBN, "clear_bit!", bn_clear_bit, 1);
    rb_define_method(cBN, "mask_bits!", bn_mask_bits, 1);
    rb_define_method(cBN, "bit_set?", bn_bit_set_p, 1);
    rb_define_method(cBN, "num_bits", bn_num_bits, 0);
    rb_define_method(cBN, "num_bytes", bn_num_bytes, 0);
    rb_define_method(cBN, "cmp", bn_cmp, 1);
    rb_define_alias(cBN, "<=>", "cmp");
    rb_define_method(cBN, "ucmp", bn_ucmp, 1);
    rb_define_method(cBN, "eql?", bn_eql, 1);
    rb_define_alias(cBN, "==", "eql?");
    rb_define_alias(cBN, "===", "eql?");
    rb_define_method(cBN, "prime?", bn_prime_p, -1);
    rb_define_method(cBN, "prime_fasttest?", bn_prime_p, -1);
    rb_define_singleton_method(cBN, "rand", bn_s_rand, -1);
    rb_define_singleton_method(cBN, "pseudo_rand", bn_s_rand, -1);
    rb_define_singleton_method(cBN, "rand_range", bn_s_rand_range, 1);
    rb_define_singleton_method(cBN, "pseudo_rand_range", bn_s_rand_range, 1);
    rb_define_singleton_method(cBN, "generate_prime", bn_s_generate_prime, -1);
}
