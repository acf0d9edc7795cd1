//===- Generate.cpp - Write test inputs from a formula --------------------===//
//
//   tileir-check gen FILE TYPE SHAPE EXPR
//
// writes a .npy array of TYPE (f16, bf16, f32, f64, i8, i16, i32, i64) and
// SHAPE (e.g. 70x40) whose element at flat index i is EXPR, evaluated in
// double and rounded to nearest even into TYPE (integer types require an
// exact integer in range). EXPR knows i, r and c (row and column: i divided
// by and modulo the last extent), numbers, + - * / % (% is a floored
// modulo), comparisons (giving 0 or 1), `cond ? a : b`, parentheses and the
// functions sin cos exp sqrt floor abs min max pow. bf16 is written as its
// int16 bit patterns, as tile-run reads it.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Compare.h"
#include "Formats.h"
#include "HostArray.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>

using namespace tilecheck;
using mlir::tileir::runtime::ElemKind;

namespace {

struct Vars {
  double i, r, c;
};

/// A parsed expression: a tree of closures evaluated once per element.
using Node = std::function<double(const Vars &)>;

class Parser {
public:
  explicit Parser(llvm::StringRef text) : text(text) {}

  /// The whole expression, or null with `error` set.
  Node parse() {
    Node node = parseExpr();
    skipSpace();
    if (node && pos != text.size())
      fail("unexpected '" + text.substr(pos).str() + "'");
    return error.empty() ? node : nullptr;
  }
  std::string error;

private:
  void skipSpace() {
    while (pos < text.size() && llvm::isSpace(text[pos]))
      ++pos;
  }
  bool eat(llvm::StringRef token) {
    skipSpace();
    if (!text.substr(pos).starts_with(token))
      return false;
    pos += token.size();
    return true;
  }
  Node fail(const std::string &message) {
    if (error.empty())
      error = message + " at column " + std::to_string(pos + 1);
    return nullptr;
  }

  Node parseExpr() {
    Node cond = parseComparison();
    if (!cond || !eat("?"))
      return cond;
    Node a = parseExpr();
    if (!eat(":"))
      return fail("expected ':'");
    Node b = parseExpr();
    if (!a || !b)
      return nullptr;
    return [=](const Vars &v) { return cond(v) != 0 ? a(v) : b(v); };
  }

  Node parseComparison() {
    Node lhs = parseSum();
    if (!lhs)
      return nullptr;
    // Two-character operators first, so "<=" is not read as "<".
    static const char *const ops[] = {"<=", ">=", "==", "!=", "<", ">"};
    for (const char *op : ops) {
      if (!eat(op))
        continue;
      Node rhs = parseSum();
      if (!rhs)
        return nullptr;
      std::string name = op;
      return [=](const Vars &v) {
        double a = lhs(v), b = rhs(v);
        bool r = name == "<="   ? a <= b
                 : name == ">=" ? a >= b
                 : name == "==" ? a == b
                 : name == "!=" ? a != b
                 : name == "<"  ? a < b
                                : a > b;
        return r ? 1.0 : 0.0;
      };
    }
    return lhs;
  }

  Node parseSum() {
    Node lhs = parseProduct();
    while (lhs) {
      if (eat("+")) {
        Node rhs = parseProduct();
        if (!rhs)
          return nullptr;
        lhs = [=](const Vars &v) { return lhs(v) + rhs(v); };
      } else if (eat("-")) {
        Node rhs = parseProduct();
        if (!rhs)
          return nullptr;
        lhs = [=](const Vars &v) { return lhs(v) - rhs(v); };
      } else {
        break;
      }
    }
    return lhs;
  }

  Node parseProduct() {
    Node lhs = parseUnary();
    while (lhs) {
      char op = eat("*") ? '*' : eat("/") ? '/' : eat("%") ? '%' : 0;
      if (!op)
        break;
      Node rhs = parseUnary();
      if (!rhs)
        return nullptr;
      lhs = [=](const Vars &v) {
        double a = lhs(v), b = rhs(v);
        if (op == '*')
          return a * b;
        if (op == '/')
          return a / b;
        return a - b * std::floor(a / b); // floored, as Python's %
      };
    }
    return lhs;
  }

  Node parseUnary() {
    if (eat("-")) {
      Node operand = parseUnary();
      if (!operand)
        return nullptr;
      return [=](const Vars &v) { return -operand(v); };
    }
    if (eat("+"))
      return parseUnary();
    return parsePrimary();
  }

  Node parsePrimary() {
    skipSpace();
    if (eat("(")) {
      Node inner = parseExpr();
      if (inner && !eat(")"))
        return fail("expected ')'");
      return inner;
    }
    if (pos < text.size() && (llvm::isDigit(text[pos]) || text[pos] == '.')) {
      const char *start = text.data() + pos;
      char *end;
      double value = std::strtod(start, &end);
      pos += end - start;
      return [=](const Vars &) { return value; };
    }
    size_t begin = pos;
    while (pos < text.size() && llvm::isAlnum(text[pos]))
      ++pos;
    llvm::StringRef name = text.slice(begin, pos);
    if (name == "i")
      return [](const Vars &v) { return v.i; };
    if (name == "r")
      return [](const Vars &v) { return v.r; };
    if (name == "c")
      return [](const Vars &v) { return v.c; };
    if (name.empty())
      return fail("expected a value");
    return parseCall(name);
  }

  Node parseCall(llvm::StringRef name) {
    using Unary = double (*)(double);
    using Binary = double (*)(double, double);
    Unary unary = llvm::StringSwitch<Unary>(name)
                      .Case("sin", [](double x) { return std::sin(x); })
                      .Case("cos", [](double x) { return std::cos(x); })
                      .Case("exp", [](double x) { return std::exp(x); })
                      .Case("sqrt", [](double x) { return std::sqrt(x); })
                      .Case("floor", [](double x) { return std::floor(x); })
                      .Case("abs", [](double x) { return std::fabs(x); })
                      .Default(nullptr);
    Binary binary =
        llvm::StringSwitch<Binary>(name)
            .Case("min", [](double x, double y) { return std::min(x, y); })
            .Case("max", [](double x, double y) { return std::max(x, y); })
            .Case("pow", [](double x, double y) { return std::pow(x, y); })
            .Default(nullptr);
    if (!unary && !binary)
      return fail("unknown name '" + name.str() + "'");
    if (!eat("("))
      return fail("expected '(' after " + name.str());
    Node a = parseExpr();
    Node b;
    if (a && binary) {
      if (!eat(","))
        return fail("expected ','");
      b = parseExpr();
    }
    if (!a || (binary && !b))
      return nullptr;
    if (!eat(")"))
      return fail("expected ')'");
    if (unary)
      return [=](const Vars &v) { return unary(a(v)); };
    return [=](const Vars &v) { return binary(a(v), b(v)); };
  }

  llvm::StringRef text;
  size_t pos = 0;
};

struct TypeInfo {
  ElemKind kind;
  unsigned bytes;
  bool isFloat;
};

} // namespace

static std::optional<TypeInfo> parseType(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<TypeInfo>>(name)
      .Case("f16", TypeInfo{ElemKind::F16, 2, true})
      .Case("bf16", TypeInfo{ElemKind::BF16, 2, true})
      .Case("f32", TypeInfo{ElemKind::F32, 4, true})
      .Case("f64", TypeInfo{ElemKind::F64, 8, true})
      .Case("i8", TypeInfo{ElemKind::I8, 1, false})
      .Case("i16", TypeInfo{ElemKind::I16, 2, false})
      .Case("i32", TypeInfo{ElemKind::I32, 4, false})
      .Case("i64", TypeInfo{ElemKind::I64, 8, false})
      .Default(std::nullopt);
}

/// Stores `value` as element `at` of `type`; false if an integer type cannot
/// hold it.
static bool storeElement(double value, const TypeInfo &type, uint8_t *at) {
  uint64_t bits = 0;
  if (type.isFloat) {
    switch (type.kind) {
    case ElemKind::F16:
      bits = encodeHalf(roundToFormat(value, kHalf));
      break;
    case ElemKind::BF16:
      bits = encodeBFloat16(roundToFormat(value, kBFloat16));
      break;
    case ElemKind::F32: {
      float f = float(value); // correctly rounded, ties to even
      uint32_t narrow;
      std::memcpy(&narrow, &f, sizeof narrow);
      bits = narrow;
      break;
    }
    default:
      std::memcpy(&bits, &value, sizeof bits);
    }
  } else {
    double limit = std::ldexp(1.0, 8 * type.bytes - 1);
    if (value != std::floor(value) || value < -limit || value >= limit)
      return false;
    bits = uint64_t(int64_t(value));
  }
  std::memcpy(at, &bits, type.bytes); // little-endian host
  return true;
}

int tilecheck::runGenerate(llvm::ArrayRef<std::string> args) {
  if (args.size() != 4) {
    reportFailure("usage: tileir-check gen FILE TYPE SHAPE EXPR");
    return 2;
  }
  std::optional<TypeInfo> type = parseType(args[1]);
  if (!type) {
    reportFailure("unknown element type '" + args[1] + "'");
    return 2;
  }
  std::vector<int64_t> shape;
  llvm::SmallVector<llvm::StringRef> dims;
  llvm::StringRef(args[2]).split(dims, 'x');
  int64_t count = 1;
  for (llvm::StringRef dim : dims) {
    int64_t extent;
    if (dim.getAsInteger(10, extent) || extent < 0) {
      reportFailure("malformed shape '" + args[2] + "'");
      return 2;
    }
    shape.push_back(extent);
    count *= extent;
  }
  Parser parser(args[3]);
  Node expr = parser.parse();
  if (!expr) {
    reportFailure("in '" + args[3] + "': " + parser.error);
    return 2;
  }
  int64_t last = std::max<int64_t>(shape.back(), 1);
  std::vector<uint8_t> bytes(count * type->bytes);
  for (int64_t i = 0; i < count; ++i) {
    Vars vars{double(i), double(i / last), double(i % last)};
    double value = expr(vars);
    if (!storeElement(value, *type, &bytes[i * type->bytes])) {
      reportFailure("element " + std::to_string(i) + " = " +
                    formatValue(value) + " is not an " + args[1]);
      return 2;
    }
  }
  return writeArray(args[0], type->kind, shape, bytes) ? 0 : 2;
}
