/**
 * The mock backend's fixed 1024-bit RSA test key pair (public exponent 65537). Fixed so that
 * recorded requests, stories and e2e runs stay reproducible; it protects nothing and must never
 * be used outside the mock.
 */
export const RSA_MODULUS_HEX =
  'dcf33695244b16961b882031aee5b6586bfc100ffcb5ef7f538c45f7fba0555e38fa1722f810a136d9e94f73759f77b0e6e19975760c0008e1740c6ebd2c9d34ea1c35a9d1cb0ee44b04b84f174a66756edbdfa8ad79067926225735070e0f05c24ddb3c03f42e0b32af16236eff5035d53b76be8e4694d61dc673d2c1c412b5';

export const RSA_PRIVATE_EXPONENT_HEX =
  'ba1c3796cada60ed11c5c8f07094d7d2852aedd0b999fa6172db8e3843009bc7e1106f9aa9ff3ffc76f33a5453f87e16497430122bdc11cf69309a24513e9a2f5d7408de4f6235a6e3288e807e3c6c434bbebc5f80422d454f7ca5ad1d0d81c778ea763162ff96a801002ea6be826109b29c2b1ba8f5954704f495917b8791a5';

export const RSA_PUBLIC_EXPONENT = 65537n;
