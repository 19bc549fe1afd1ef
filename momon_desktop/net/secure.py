"""TLS for a hosted table, and the join code that lets the joining side trust it.

The host makes a fresh key and self-signed certificate for each table (with the
``cryptography`` library: Python's ``ssl`` cannot make one, and the library is the one
``ssl``-adjacent package that is well kept and built into the installers as a wheel).
No authority can vouch for a certificate on a local network, so the join code does:
it carries a random secret, and after the TLS handshake each side proves that it knows
the secret by sending an HMAC of the certificate's SHA-256 fingerprint as it saw it,
the host first.  A machine in the middle presents its own certificate, so it cannot
answer for the host's fingerprint without the code; and the host never answers a side
that failed, so a wrong code learns nothing.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import hmac
import os
import secrets
import ssl
import tempfile
from dataclasses import dataclass

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

# 10 characters of base 32: 50 bits, read out and typed in one go.
CODE_LENGTH = 10
_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I


def new_code() -> str:
    """A fresh join code."""
    return "".join(secrets.choice(_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(code: str) -> str:
    """The code as typed, upper case, spaces and dashes dropped."""
    return "".join(ch for ch in code.upper() if ch not in " -")


def proof(code: str, role: str, fingerprint: bytes) -> str:
    """What ``role`` (``host`` or ``join``) sends to prove it knows ``code``."""
    key = hashlib.sha256(b"momon-join-code:" + normal_code(code).encode()).digest()
    mac = hmac.new(key, role.encode() + b":" + fingerprint, hashlib.sha256).digest()
    return base64.b64encode(mac).decode()


def proofs_match(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode(), b.encode())


@dataclass(frozen=True)
class TableCertificate:
    """The key and certificate of one hosted table, in PEM."""

    cert_pem: bytes
    key_pem: bytes

    @classmethod
    def make(cls) -> TableCertificate:
        key = ec.generate_private_key(ec.SECP256R1())
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Momon Desktop table")])
        now = datetime.datetime.now(datetime.UTC)
        cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
                .public_key(key.public_key()).serial_number(x509.random_serial_number())
                .not_valid_before(now - datetime.timedelta(minutes=5))
                .not_valid_after(now + datetime.timedelta(days=2))
                .sign(key, hashes.SHA256()))
        return cls(cert.public_bytes(serialization.Encoding.PEM),
                   key.private_bytes(serialization.Encoding.PEM,
                                     serialization.PrivateFormat.PKCS8,
                                     serialization.NoEncryption()))

    @property
    def fingerprint(self) -> bytes:
        """SHA-256 of the certificate in DER, as the joining side will see it."""
        return hashlib.sha256(ssl.PEM_cert_to_DER_cert(self.cert_pem.decode())).digest()

    def server_context(self) -> ssl.SSLContext:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        # ssl loads a key only from a file: a private temporary one, removed at once.
        fd, path = tempfile.mkstemp(suffix=".pem")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(self.key_pem + self.cert_pem)
            ctx.load_cert_chain(path)
        finally:
            os.unlink(path)
        return ctx


def client_context() -> ssl.SSLContext:
    """TLS for the joining side: the certificate is checked by the join code's proof
    after the handshake, not by an authority."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def peer_fingerprint(sock: ssl.SSLSocket) -> bytes:
    """SHA-256 of the certificate the host presented on ``sock`` (the joining end)."""
    der = sock.getpeercert(binary_form=True)
    if der is None:
        raise ssl.SSLError("the host presented no certificate")
    return hashlib.sha256(der).digest()
