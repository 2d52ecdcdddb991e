"""The type stubs (sudotrace/__init__.pyi) say what the module has, no more and no
less, with the same parameters; and help() has words for every public name."""

import ast
import inspect
from pathlib import Path

import sudotrace

STUBS = ast.parse((Path(__file__).resolve().parents[1] / "sudotrace" / "__init__.pyi").read_text())


def stub_functions(body):
    return {node.name: node for node in body if isinstance(node, ast.FunctionDef)}


def parameters(node):
    args = node.args
    names = [a.arg for a in args.posonlyargs + args.args if a.arg != "self"]
    return names + [a.arg for a in args.kwonlyargs]


def public(obj):
    return {name for name in dir(obj) if not name.startswith("_")}


def test_every_public_name_has_a_stub_and_every_stub_a_name():
    classes = {node.name: node for node in STUBS.body if isinstance(node, ast.ClassDef)}
    functions = stub_functions(STUBS.body)
    assert set(sudotrace.__all__) == set(classes) | set(functions)
    for name, node in classes.items():
        cls = getattr(sudotrace, name)
        if issubclass(cls, BaseException):
            continue
        stubbed = {n.name for n in node.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("_")}
        assert stubbed == public(cls), name


def test_the_stubs_parameters_are_the_modules():
    functions = stub_functions(STUBS.body)
    for name, node in functions.items():
        signature = inspect.signature(getattr(sudotrace, name))
        assert parameters(node) == list(signature.parameters), name
    for cls_node in (n for n in STUBS.body if isinstance(n, ast.ClassDef)):
        cls = getattr(sudotrace, cls_node.name)
        for node in stub_functions(cls_node.body).values():
            if node.name.startswith("__") or any(isinstance(d, ast.Name) and d.id == "property"
                                                 for d in node.decorator_list):
                continue
            signature = inspect.signature(getattr(cls, node.name))
            expected = [p for p in signature.parameters if p != "self"]
            assert parameters(node) == expected, f"{cls_node.name}.{node.name}"


def test_help_has_words_for_everything():
    for name in sudotrace.__all__:
        obj = getattr(sudotrace, name)
        assert (obj.__doc__ or "").strip(), name
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for member in public(obj):
                assert (getattr(obj, member).__doc__ or "").strip(), f"{name}.{member}"


def test_the_packages_docstring_runs_as_it_says():
    import doctest

    failed, attempted = doctest.testmod(sudotrace, verbose=False)
    assert attempted >= 3 and failed == 0
