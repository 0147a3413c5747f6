; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r96_byte () Int)
(declare-fun r96_1 () Int)
(declare-fun s27 () Int)
(declare-fun r96_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w97_byte () Int)
(declare-fun w97_1 () Int)
(declare-fun w97_0 () Int)
(assert
 (let ((?x278 (+ 0 (* 4 (+ 0 (+ (* r96_0 s27) (* r96_1 1)))))))
 (and (and (>= r96_0 0) (< r96_0 s77)) (and (>= r96_1 0) (< r96_1 s27)) (and (>= r96_byte 0) (< r96_byte 4)) (= byte (+ ?x278 r96_byte)))))
(assert
 (let ((?x196 (+ 0 (* 4 (+ s27 (+ (* w97_0 s27) (* w97_1 1)))))))
 (and (and (>= w97_0 0) (< w97_0 (+ (- 1) s77))) (and (>= w97_1 0) (< w97_1 s27)) (and (>= w97_byte 0) (< w97_byte 4)) (= byte (+ ?x196 w97_byte)))))
(assert
 (let (($x166 (= (mod (mod (- (div (- byte 0) 4) 0) s27) 1) 0)))
 (let (($x151 (< (div (mod (- (div (- byte 0) 4) 0) s27) 1) s27)))
 (let (($x139 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) s27) s77) $x151 $x166)))
 (or (or (<= s77 0) (<= s27 0) false) (not $x139))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x126 (+ (- 1) s77)))
(and (distinct 1 ?x126) true)))
(check-sat)
