/* ossl_pkey_ec.c - OpenSSL::PKey::EC, EC::Group and EC::Point (1.8.7's
 * API).  A key is an EVP_PKEY of a named curve (OpenSSL 3 has no
 * non-deprecated EC_KEY): the setters build a new one from the curve's
 * name, the public point's octets and the private number. */
#include "ossl.h"
#include <openssl/ec.h>
#include <openssl/core_names.h>
#include <openssl/param_build.h>
#include <string.h>

static VALUE cGroup, cPoint, eGroupError, ePointError;
static ID id_group;

/* ---- EC::Group ---------------------------------------------------------- */

static VALUE
group_alloc(VALUE klass)
{
    return Data_Wrap_Struct(klass, 0, EC_GROUP_free, 0);
}

static EC_GROUP *
group_get(VALUE obj)
{
    EC_GROUP *g;

    OSSL_Check_Kind(obj, cGroup);
    Data_Get_Struct(obj, EC_GROUP, g);
    if (!g) rb_raise(eGroupError, "EC_GROUP is not initialized");
    return g;
}

/* PEM "EC PARAMETERS" (OpenSSL 3 keeps no non-deprecated PEM function
   for them): the DER inside */
static EC_GROUP *
group_from_pem(BIO *in)
{
    char *name = NULL, *header = NULL;
    unsigned char *data = NULL;
    const unsigned char *p;
    long len;
    EC_GROUP *g = NULL;

    if (PEM_read_bio(in, &name, &header, &data, &len) == 1 && strcmp(name, "EC PARAMETERS") == 0) {
        p = data;
        g = d2i_ECPKParameters(NULL, &p, len);
    }
    OPENSSL_free(name);
    OPENSSL_free(header);
    OPENSSL_free(data);
    return g;
}

/* the group of a curve name (short or long), or of PEM/DER parameters */
static EC_GROUP *
group_from_string(VALUE str)
{
    BIO *in = ossl_obj2bio(str);
    EC_GROUP *g = group_from_pem(in);
    int nid;

    if (!g) {
        (void)BIO_reset(in);
        g = d2i_ECPKParameters_bio(in, NULL);
    }
    BIO_free(in);
    if (g) return g;
    ERR_clear_error();
    nid = OBJ_sn2nid(StringValueCStr(str));
    if (nid == NID_undef) nid = OBJ_ln2nid(RSTRING_PTR(str));
    if (nid == NID_undef || !(g = EC_GROUP_new_by_curve_name(nid)))
        ossl_raise(eGroupError, "unknown curve name (%s)", RSTRING_PTR(str));
    return g;
}

/* Group.new(group | curve_name | pem_or_der) or Group.new(:GFp | :GF2m,
   p, a, b) */
static VALUE
group_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE a1, a2, a3, a4;
    EC_GROUP *g;

    if (rb_scan_args(argc, argv, "13", &a1, &a2, &a3, &a4) == 4) {
        ID kind = SYMBOL_P(a1) ? SYM2ID(a1) : 0;
        BIGNUM *p = ossl_bn_value(a2), *a = ossl_bn_value(a3), *b = ossl_bn_value(a4);
        if (kind == rb_intern("GFp")) g = EC_GROUP_new_curve_GFp(p, a, b, NULL);
        else if (kind == rb_intern("GF2m")) g = EC_GROUP_new_curve_GF2m(p, a, b, NULL);
        else rb_raise(rb_eArgError, "unknown symbol, must be :GFp or :GF2m");
    }
    else if (argc != 1) rb_raise(rb_eArgError, "wrong number of arguments");
    else if (rb_obj_is_kind_of(a1, cGroup)) g = EC_GROUP_dup(group_get(a1));
    else g = group_from_string(a1);
    if (!g) ossl_raise(eGroupError, NULL);
    if (DATA_PTR(self)) EC_GROUP_free(DATA_PTR(self));
    DATA_PTR(self) = g;
    return self;
}

static VALUE
group_initialize_copy(VALUE self, VALUE other)
{
    EC_GROUP *g = EC_GROUP_dup(group_get(other));

    if (!g) ossl_raise(eGroupError, NULL);
    if (DATA_PTR(self) && DATA_PTR(self) != DATA_PTR(other)) EC_GROUP_free(DATA_PTR(self));
    DATA_PTR(self) = g;
    return self;
}

static VALUE
group_eql(VALUE self, VALUE other)
{
    if (!rb_obj_is_kind_of(other, cGroup)) return Qfalse;
    return EC_GROUP_cmp(group_get(self), group_get(other), NULL) == 0 ? Qtrue : Qfalse;
}

static VALUE
group_curve_name(VALUE self)
{
    int nid = EC_GROUP_get_curve_name(group_get(self));

    return nid == NID_undef ? Qnil : rb_str_new2(OBJ_nid2sn(nid));
}

static VALUE
group_degree(VALUE self)
{
    return INT2NUM(EC_GROUP_get_degree(group_get(self)));
}

/* order or cofactor as a BN */
static VALUE
group_bn(VALUE self, int cofactor)
{
    BIGNUM *bn = BN_new();
    VALUE v;

    if (!bn || !(cofactor ? EC_GROUP_get_cofactor(group_get(self), bn, NULL)
                          : EC_GROUP_get_order(group_get(self), bn, NULL))) {
        BN_free(bn);
        ossl_raise(eGroupError, NULL);
    }
    v = ossl_bn_new(bn);
    BN_free(bn);
    return v;
}

static VALUE
group_order(VALUE self)
{
    return group_bn(self, 0);
}

static VALUE
group_cofactor(VALUE self)
{
    return group_bn(self, 1);
}

static VALUE point_wrap(EC_POINT *p, VALUE group);

static VALUE
group_generator(VALUE self)
{
    const EC_POINT *gen = EC_GROUP_get0_generator(group_get(self));

    return gen ? point_wrap(EC_POINT_dup(gen, group_get(self)), self) : Qnil;
}

static EC_POINT *point_get(VALUE obj);

/* set_generator(point, order, cofactor) */
static VALUE
group_set_generator(VALUE self, VALUE gen, VALUE order, VALUE cofactor)
{
    if (!EC_GROUP_set_generator(group_get(self), point_get(gen), ossl_bn_value(order),
                                ossl_bn_value(cofactor)))
        ossl_raise(eGroupError, NULL);
    return self;
}

static VALUE
group_seed(VALUE self)
{
    EC_GROUP *g = group_get(self);
    size_t len = EC_GROUP_get_seed_len(g);

    return len ? rb_str_new((const char *)EC_GROUP_get0_seed(g), len) : Qnil;
}

static VALUE
group_asn1_flag(VALUE self)
{
    return INT2NUM(EC_GROUP_get_asn1_flag(group_get(self)));
}

static VALUE
group_set_asn1_flag(VALUE self, VALUE flag)
{
    EC_GROUP_set_asn1_flag(group_get(self), NUM2INT(flag));
    return flag;
}

static const struct { const char *name; point_conversion_form_t form; } forms[] = {
    { "compressed", POINT_CONVERSION_COMPRESSED },
    { "uncompressed", POINT_CONVERSION_UNCOMPRESSED },
    { "hybrid", POINT_CONVERSION_HYBRID },
};

static VALUE
group_point_conversion_form(VALUE self)
{
    point_conversion_form_t f = EC_GROUP_get_point_conversion_form(group_get(self));
    int i;

    for (i = 0; i < 3; i++)
        if (forms[i].form == f) return ID2SYM(rb_intern(forms[i].name));
    rb_raise(eGroupError, "unsupported point conversion form: %d", (int)f);
    return Qnil;
}

static VALUE
group_set_point_conversion_form(VALUE self, VALUE sym)
{
    int i;

    for (i = 0; i < 3; i++)
        if (SYMBOL_P(sym) && SYM2ID(sym) == rb_intern(forms[i].name)) {
            EC_GROUP_set_point_conversion_form(group_get(self), forms[i].form);
            return sym;
        }
    rb_raise(rb_eArgError, "unsupported form");
    return Qnil;
}

static VALUE
group_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_ECPKParameters(group_get(self), &der);
    VALUE s;

    if (len <= 0) ossl_raise(eGroupError, NULL);
    s = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return s;
}

static VALUE
group_to_pem(VALUE self)
{
    VALUE der = group_to_der(self);
    BIO *out = BIO_new(BIO_s_mem());

    if (!out || PEM_write_bio(out, "EC PARAMETERS", "", (unsigned char *)RSTRING_PTR(der),
                              RSTRING_LEN(der)) <= 0) {
        BIO_free(out);
        ossl_raise(eGroupError, NULL);
    }
    return ossl_membio2str(out);
}

static EVP_PKEY *ec_build(const char *curve, const unsigned char *pub, size_t publen,
                          const BIGNUM *priv);
static const char *group_curve_sn(VALUE group);

/* to_text: OpenSSL's print of the curve's parameters (named curves) */
static VALUE
group_to_text(VALUE self)
{
    EVP_PKEY *params = ec_build(group_curve_sn(self), NULL, 0, NULL);
    BIO *out = BIO_new(BIO_s_mem());
    int ok = out && EVP_PKEY_print_params(out, params, 0, NULL) == 1;

    EVP_PKEY_free(params);
    if (!ok) {
        BIO_free(out);
        ossl_raise(eGroupError, NULL);
    }
    return ossl_membio2str(out);
}

/* ---- EC::Point: an EC_POINT and its Group (@group) ------------------------ */

static VALUE
point_alloc(VALUE klass)
{
    return Data_Wrap_Struct(klass, 0, EC_POINT_free, 0);
}

static EC_POINT *
point_get(VALUE obj)
{
    EC_POINT *p;

    OSSL_Check_Kind(obj, cPoint);
    Data_Get_Struct(obj, EC_POINT, p);
    if (!p) rb_raise(ePointError, "EC_POINT is not initialized");
    return p;
}

static EC_GROUP *
point_group(VALUE obj)
{
    return group_get(rb_ivar_get(obj, id_group));
}

static VALUE
point_wrap(EC_POINT *p, VALUE group)
{
    VALUE obj = point_alloc(cPoint);

    if (!p) ossl_raise(ePointError, NULL);
    DATA_PTR(obj) = p;
    rb_ivar_set(obj, id_group, group);
    return obj;
}

/* sets p to the point whose octets (X9.62) are the bytes of bn */
static int
point_from_bn(const EC_GROUP *g, EC_POINT *p, const BIGNUM *bn)
{
    unsigned char buf[256];
    int len = BN_num_bytes(bn);

    if (len > (int)sizeof buf) return 0;
    BN_bn2bin(bn, buf);
    return EC_POINT_oct2point(g, p, buf, len, NULL);
}

/* Point.new(point) or Point.new(group, bn = nil): nil is the point at
   infinity */
static VALUE
point_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE a1, a2, group;
    EC_POINT *p;

    rb_scan_args(argc, argv, "11", &a1, &a2);
    if (rb_obj_is_kind_of(a1, cPoint)) {
        group = rb_ivar_get(a1, id_group);
        p = EC_POINT_dup(point_get(a1), group_get(group));
    }
    else {
        group = rb_obj_is_kind_of(a1, cGroup) ? a1 : rb_class_new_instance(1, &a1, cGroup);
        p = EC_POINT_new(group_get(group));
        if (p && !NIL_P(a2) && !point_from_bn(group_get(group), p, ossl_bn_value(a2))) {
            EC_POINT_free(p);
            p = NULL;
        }
    }
    if (!p) ossl_raise(ePointError, NULL);
    if (DATA_PTR(self)) EC_POINT_free(DATA_PTR(self));
    DATA_PTR(self) = p;
    rb_ivar_set(self, id_group, group);
    return self;
}

static VALUE
point_initialize_copy(VALUE self, VALUE other)
{
    VALUE group = rb_ivar_get(other, id_group);
    EC_POINT *p = EC_POINT_dup(point_get(other), group_get(group));

    if (!p) ossl_raise(ePointError, NULL);
    if (DATA_PTR(self) && DATA_PTR(self) != DATA_PTR(other)) EC_POINT_free(DATA_PTR(self));
    DATA_PTR(self) = p;
    rb_ivar_set(self, id_group, group);
    return self;
}

static VALUE
point_group_reader(VALUE self)
{
    return rb_ivar_get(self, id_group);
}

static VALUE
point_eql(VALUE self, VALUE other)
{
    if (!rb_obj_is_kind_of(other, cPoint)) return Qfalse;
    return EC_POINT_cmp(point_group(self), point_get(self), point_get(other), NULL) == 0
        ? Qtrue : Qfalse;
}

/* to_bn: the point's octets in the group's conversion form, as a BN */
static VALUE
point_to_bn(VALUE self)
{
    EC_GROUP *g = point_group(self);
    unsigned char buf[256];
    size_t len = EC_POINT_point2oct(g, point_get(self), EC_GROUP_get_point_conversion_form(g),
                                    buf, sizeof buf, NULL);
    BIGNUM *bn = len ? BN_bin2bn(buf, (int)len, NULL) : NULL;
    VALUE v;

    if (!bn) ossl_raise(ePointError, NULL);
    v = ossl_bn_new(bn);
    BN_free(bn);
    return v;
}

static VALUE
point_infinity_p(VALUE self)
{
    return EC_POINT_is_at_infinity(point_group(self), point_get(self)) ? Qtrue : Qfalse;
}

static VALUE
point_on_curve_p(VALUE self)
{
    int r = EC_POINT_is_on_curve(point_group(self), point_get(self), NULL);

    if (r < 0) ossl_raise(ePointError, NULL);
    return r ? Qtrue : Qfalse;
}

static VALUE
point_make_affine(VALUE self)
{
    EC_GROUP *g = point_group(self);
    unsigned char buf[256];
    size_t len;

    if (EC_POINT_is_at_infinity(g, point_get(self))) return self;
    /* through the affine coordinates (EC_POINT_make_affine is deprecated) */
    len = EC_POINT_point2oct(g, point_get(self), POINT_CONVERSION_UNCOMPRESSED, buf, sizeof buf, NULL);
    if (!len || !EC_POINT_oct2point(g, point_get(self), buf, len, NULL))
        ossl_raise(ePointError, NULL);
    return self;
}

static VALUE
point_invert(VALUE self)
{
    if (!EC_POINT_invert(point_group(self), point_get(self), NULL))
        ossl_raise(ePointError, NULL);
    return self;
}

static VALUE
point_set_to_infinity(VALUE self)
{
    if (!EC_POINT_set_to_infinity(point_group(self), point_get(self)))
        ossl_raise(ePointError, NULL);
    return self;
}

/* ---- PKey::EC ------------------------------------------------------------ */

static EVP_PKEY *
ec_pkey(VALUE self)
{
    EVP_PKEY *pkey;

    Data_Get_Struct(self, EVP_PKEY, pkey);
    return pkey;
}

/* the key's curve name; NULL for an empty key */
static int
ec_curve(EVP_PKEY *pkey, char *name, size_t size)
{
    return pkey && EVP_PKEY_get_utf8_string_param(pkey, OSSL_PKEY_PARAM_GROUP_NAME,
                                                  name, size, NULL) == 1;
}

/* a key of curve, public point octets pub (may be NULL) and private
   number priv (may be NULL) */
static EVP_PKEY *
ec_build(const char *curve, const unsigned char *pub, size_t publen, const BIGNUM *priv)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
    EVP_PKEY *pkey = NULL;
    int sel = priv ? EVP_PKEY_KEYPAIR : pub ? EVP_PKEY_PUBLIC_KEY : EVP_PKEY_KEY_PARAMETERS;

    if (bld && ctx && OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, curve, 0) &&
        (!pub || OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pub, publen)) &&
        (!priv || OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, priv)) &&
        (params = OSSL_PARAM_BLD_to_param(bld)) != NULL && EVP_PKEY_fromdata_init(ctx) == 1)
        EVP_PKEY_fromdata(ctx, &pkey, sel, params);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    if (!pkey) ossl_raise(eECError, NULL);
    return pkey;
}

static void
ec_replace(VALUE self, EVP_PKEY *pkey)
{
    EVP_PKEY_free(ec_pkey(self));
    DATA_PTR(self) = pkey;
}

/* the curve name of a Group (only named curves make keys) */
static const char *
group_curve_sn(VALUE group)
{
    int nid = EC_GROUP_get_curve_name(group_get(group));

    if (nid == NID_undef) rb_raise(eECError, "only named curves are supported");
    return OBJ_nid2sn(nid);
}

/* EC.new(nil | group | curve_name | pem_or_der, pass = nil) */
static VALUE
ec_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE arg, pass;
    EVP_PKEY *pkey;

    if (rb_scan_args(argc, argv, "02", &arg, &pass) == 0 || NIL_P(arg)) return self;
    if (rb_obj_is_kind_of(arg, cGroup)) {
        ec_replace(self, ec_build(group_curve_sn(arg), NULL, 0, NULL));
        return self;
    }
    if (rb_obj_is_kind_of(arg, cEC)) {
        pkey = ec_pkey(arg);
        if (pkey) EVP_PKEY_up_ref(pkey);
        ec_replace(self, pkey);
        return self;
    }
    StringValue(arg);
    pkey = ossl_pkey_read(arg, pass, cEC);
    ERR_clear_error();
    if (!pkey) {
        int nid = OBJ_sn2nid(StringValueCStr(arg));
        if (nid == NID_undef) ossl_raise(eECError, "unknown curve name (%s)", RSTRING_PTR(arg));
        pkey = ec_build(OBJ_nid2sn(nid), NULL, 0, NULL);
    }
    ec_replace(self, pkey);
    return self;
}

static VALUE
ec_group(VALUE self)
{
    char name[80];
    VALUE str;

    if (!ec_curve(ec_pkey(self), name, sizeof name)) return Qnil;
    str = rb_str_new2(name);
    return rb_class_new_instance(1, &str, cGroup);
}

/* the public point's octets (uncompressed), 0 when there is none */
static size_t
ec_pub_octets(EVP_PKEY *pkey, unsigned char *buf, size_t size)
{
    size_t len = 0;

    if (!pkey || EVP_PKEY_get_octet_string_param(pkey, OSSL_PKEY_PARAM_PUB_KEY, buf, size, &len) != 1)
        len = 0;
    ERR_clear_error();
    return len;
}

static VALUE
ec_public_key(VALUE self)
{
    unsigned char buf[256];
    size_t len = ec_pub_octets(ec_pkey(self), buf, sizeof buf);
    VALUE group;
    EC_POINT *p;

    if (!len) return Qnil;
    group = ec_group(self);
    p = EC_POINT_new(group_get(group));
    if (!p || !EC_POINT_oct2point(group_get(group), p, buf, len, NULL)) {
        EC_POINT_free(p);
        ossl_raise(eECError, NULL);
    }
    return point_wrap(p, group);
}

static BIGNUM *
ec_priv_bn(EVP_PKEY *pkey)
{
    BIGNUM *bn = NULL;

    if (pkey && EVP_PKEY_get_bn_param(pkey, OSSL_PKEY_PARAM_PRIV_KEY, &bn) != 1) bn = NULL;
    ERR_clear_error();
    return bn;
}

static VALUE
ec_private_key(VALUE self)
{
    BIGNUM *bn = ec_priv_bn(ec_pkey(self));
    VALUE v;

    if (!bn) return Qnil;
    v = ossl_bn_new(bn);
    BN_free(bn);
    return v;
}

/* the key with one part changed: curve (NULL: the same), pub octets,
   priv number (keep_*: the key's own) */
static void
ec_rebuild(VALUE self, const char *curve, VALUE point, int keep_pub, VALUE priv, int keep_priv)
{
    EVP_PKEY *pkey = ec_pkey(self);
    char name[80];
    unsigned char buf[256];
    size_t len = 0;
    BIGNUM *bn = NULL;
    EVP_PKEY *nkey;

    if (!curve) {
        if (!ec_curve(pkey, name, sizeof name)) rb_raise(eECError, "EC_GROUP is not set");
        curve = name;
    }
    if (keep_pub) len = ec_pub_octets(pkey, buf, sizeof buf);
    else if (!NIL_P(point)) {
        EC_GROUP *g = point_group(point);
        len = EC_POINT_point2oct(g, point_get(point), POINT_CONVERSION_UNCOMPRESSED,
                                 buf, sizeof buf, NULL);
        if (!len) ossl_raise(eECError, NULL);
    }
    if (keep_priv) bn = ec_priv_bn(pkey);
    else if (!NIL_P(priv)) bn = BN_dup(ossl_bn_value(priv));
    nkey = ec_build(curve, len ? buf : NULL, len, bn);
    BN_clear_free(bn);
    ec_replace(self, nkey);
}

static VALUE
ec_set_group(VALUE self, VALUE group)
{
    ec_rebuild(self, group_curve_sn(group), Qnil, 0, Qnil, 0);
    return group;
}

static VALUE
ec_set_public_key(VALUE self, VALUE point)
{
    ec_rebuild(self, NULL, point, 0, Qnil, 1);
    return point;
}

static VALUE
ec_set_private_key(VALUE self, VALUE bn)
{
    ec_rebuild(self, NULL, Qnil, 1, bn, 0);
    return bn;
}

static VALUE
ec_private_key_p(VALUE self)
{
    BIGNUM *bn = ec_priv_bn(ec_pkey(self));

    BN_free(bn);
    return bn ? Qtrue : Qfalse;
}

static VALUE
ec_public_key_p(VALUE self)
{
    unsigned char buf[256];

    return ec_pub_octets(ec_pkey(self), buf, sizeof buf) ? Qtrue : Qfalse;
}

/* generate_key: a new key pair on the key's curve */
static VALUE
ec_generate_key(VALUE self)
{
    char name[80];
    EVP_PKEY *pkey;

    if (!ec_curve(ec_pkey(self), name, sizeof name)) rb_raise(eECError, "EC_GROUP is not set");
    pkey = EVP_PKEY_Q_keygen(NULL, NULL, "EC", name);
    if (!pkey) ossl_raise(eECError, NULL);
    ec_replace(self, pkey);
    return self;
}

static VALUE
ec_check_key(VALUE self)
{
    EVP_PKEY *pkey = ossl_pkey_get(self);
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(pkey, NULL);
    int r = ctx ? (ec_private_key_p(self) == Qtrue ? EVP_PKEY_check(ctx)
                                                   : EVP_PKEY_public_check(ctx)) : 0;

    EVP_PKEY_CTX_free(ctx);
    if (r != 1) ossl_raise(eECError, NULL);
    return Qtrue;
}

/* dh_compute_key(point): the secret shared with the key whose public
   point is point */
static VALUE
ec_dh_compute_key(VALUE self, VALUE point)
{
    EVP_PKEY *pkey = ossl_pkey_get_private(self), *peer;
    unsigned char buf[256];
    size_t len = EC_POINT_point2oct(point_group(point), point_get(point),
                                    POINT_CONVERSION_UNCOMPRESSED, buf, sizeof buf, NULL);
    char name[80];
    EVP_PKEY_CTX *ctx;
    VALUE str = Qnil;
    int ok;

    if (!len || !ec_curve(pkey, name, sizeof name)) ossl_raise(eECError, NULL);
    peer = ec_build(name, buf, len, NULL);
    ctx = EVP_PKEY_CTX_new(pkey, NULL);
    len = 0;
    ok = ctx && EVP_PKEY_derive_init(ctx) == 1 && EVP_PKEY_derive_set_peer(ctx, peer) == 1 &&
        EVP_PKEY_derive(ctx, NULL, &len) == 1;
    if (ok) {
        str = rb_str_new(0, len);
        ok = EVP_PKEY_derive(ctx, (unsigned char *)RSTRING_PTR(str), &len) == 1;
    }
    EVP_PKEY_CTX_free(ctx);
    EVP_PKEY_free(peer);
    if (!ok) ossl_raise(eECError, NULL);
    rb_str_resize(str, len);
    return str;
}

/* dsa_sign_asn1(digest): an ECDSA signature (DER) of digest */
static VALUE
ec_dsa_sign_asn1(VALUE self, VALUE data)
{
    EVP_PKEY *pkey = ossl_pkey_get_private(self);
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(pkey, NULL);
    size_t len = EVP_PKEY_get_size(pkey);
    VALUE sig = rb_str_new(0, len);
    int ok;

    StringValue(data);
    ok = ctx && EVP_PKEY_sign_init(ctx) == 1 &&
        EVP_PKEY_sign(ctx, (unsigned char *)RSTRING_PTR(sig), &len,
                      (unsigned char *)RSTRING_PTR(data), RSTRING_LEN(data)) == 1;
    EVP_PKEY_CTX_free(ctx);
    if (!ok) ossl_raise(eECError, NULL);
    rb_str_resize(sig, len);
    return sig;
}

static VALUE
ec_dsa_verify_asn1(VALUE self, VALUE data, VALUE sig)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(ossl_pkey_get(self), NULL);
    int r;

    StringValue(data);
    StringValue(sig);
    if (!ctx || EVP_PKEY_verify_init(ctx) != 1) {
        EVP_PKEY_CTX_free(ctx);
        ossl_raise(eECError, NULL);
    }
    r = EVP_PKEY_verify(ctx, (unsigned char *)RSTRING_PTR(sig), RSTRING_LEN(sig),
                        (unsigned char *)RSTRING_PTR(data), RSTRING_LEN(data));
    EVP_PKEY_CTX_free(ctx);
    ERR_clear_error();
    if (r < 0) ossl_raise(eECError, "invalid signature");
    return r == 1 ? Qtrue : Qfalse;
}

/* builtin_curves: [[short name, comment], ...] */
static VALUE
ec_s_builtin_curves(VALUE klass)
{
    size_t n = EC_get_builtin_curves(NULL, 0), i;
    EC_builtin_curve *curves = ALLOC_N(EC_builtin_curve, n);
    VALUE ary = rb_ary_new();

    EC_get_builtin_curves(curves, n);
    for (i = 0; i < n; i++)
        rb_ary_push(ary, rb_assoc_new(rb_str_new2(OBJ_nid2sn(curves[i].nid)),
                                      rb_str_new2(curves[i].comment)));
    xfree(curves);
    return ary;
}

void
Init_ossl_ec(void)
{
    id_group = rb_intern("@group");
    rb_undef_method(rb_singleton_class(cEC), "generate");
    rb_define_singleton_method(cEC, "builtin_curves", ec_s_builtin_curves, 0);
    rb_define_const(cEC, "NAMED_CURVE", INT2NUM(OPENSSL_EC_NAMED_CURVE));
    rb_define_method(cEC, "initialize", ec_initialize, -1);
    rb_define_method(cEC, "group", ec_group, 0);
    rb_define_method(cEC, "group=", ec_set_group, 1);
    rb_define_method(cEC, "private_key", ec_private_key, 0);
    rb_define_method(cEC, "private_key=", ec_set_private_key, 1);
    rb_define_method(cEC, "public_key", ec_public_key, 0);
    rb_define_method(cEC, "public_key=", ec_set_public_key, 1);
    rb_define_method(cEC, "private_key?", ec_private_key_p, 0);
    rb_define_method(cEC, "public_key?", ec_public_key_p, 0);
    rb_define_method(cEC, "generate_key", ec_generate_key, 0);
    rb_define_method(cEC, "check_key", ec_check_key, 0);
    rb_define_method(cEC, "dh_compute_key", ec_dh_compute_key, 1);
    rb_define_method(cEC, "dsa_sign_asn1", ec_dsa_sign_asn1, 1);
    rb_define_method(cEC, "dsa_verify_asn1", ec_dsa_verify_asn1, 2);

    cGroup = rb_define_class_under(cEC, "Group", rb_cObject);
    eGroupError = rb_define_class_under(cGroup, "Error", eOSSLError);
    rb_define_alloc_func(cGroup, group_alloc);
    rb_define_method(cGroup, "initialize", group_initialize, -1);
    rb_define_method(cGroup, "initialize_copy", group_initialize_copy, 1);
    rb_define_method(cGroup, "==", group_eql, 1);
    rb_define_alias(cGroup, "eql?", "==");
    rb_define_method(cGroup, "curve_name", group_curve_name, 0);
    rb_define_method(cGroup, "degree", group_degree, 0);
    rb_define_method(cGroup, "order", group_order, 0);
    rb_define_method(cGroup, "cofactor", group_cofactor, 0);
    rb_define_method(cGroup, "generator", group_generator, 0);
    rb_define_method(cGroup, "set_generator", group_set_generator, 3);
    rb_define_method(cGroup, "seed", group_seed, 0);
    rb_define_method(cGroup, "asn1_flag", group_asn1_flag, 0);
    rb_define_method(cGroup, "asn1_flag=", group_set_asn1_flag, 1);
    rb_define_method(cGroup, "point_conversion_form", group_point_conversion_form, 0);
    rb_define_method(cGroup, "point_conversion_form=", group_set_point_conversion_form, 1);
    rb_define_method(cGroup, "to_der", group_to_der, 0);
    rb_define_method(cGroup, "to_pem", group_to_pem, 0);
    rb_define_method(cGroup, "to_text", group_to_text, 0);

    cPoint = rb_define_class_under(cEC, "Point", rb_cObject);
    ePointError = rb_define_class_under(cPoint, "Error", eOSSLError);
    rb_define_alloc_func(cPoint, point_alloc);
    rb_define_method(cPoint, "initialize", point_initialize, -1);
    rb_define_method(cPoint, "initialize_copy", point_initialize_copy, 1);
    rb_define_method(cPoint, "group", point_group_reader, 0);
    rb_define_method(cPoint, "==", point_eql, 1);
    rb_define_alias(cPoint, "eql?", "==");
    rb_define_method(cPoint, "to_bn", point_to_bn, 0);
    rb_define_method(cPoint, "infinity?", point_infinity_p, 0);
    rb_define_method(cPoint, "on_curve?", point_on_curve_p, 0);
    rb_define_method(cPoint, "make_affine!", point_make_affine, 0);
    rb_define_method(cPoint, "invert!", point_invert, 0);
    rb_define_method(cPoint, "set_to_infinity!", point_set_to_infinity, 0);
}
