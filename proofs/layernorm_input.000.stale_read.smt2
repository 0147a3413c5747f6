; program layernorm_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r276_byte () Int)
(declare-fun r276_1 () Int)
(declare-fun r276_0 () Int)
(declare-fun byte () Int)
(declare-fun w277_byte () Int)
(declare-fun w277_1 () Int)
(declare-fun w277_0 () Int)
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* r276_0 16) (* r276_1 1)))))))
 (and (and (>= r276_0 0) (< r276_0 8)) (and (>= r276_1 0) (< r276_1 16)) (and (>= r276_byte 0) (< r276_byte 4)) (= byte (+ ?x55 r276_byte)))))
(assert
 (let ((?x63 (+ 0 (* 4 (+ 0 (+ (* w277_0 16) (* w277_1 1)))))))
 (and (and (>= w277_0 0) (< w277_0 8)) (and (>= w277_1 0) (< w277_1 16)) (and (>= w277_byte 0) (< w277_byte 4)) (= byte (+ ?x63 w277_byte)))))
(assert
 (let (($x109 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x273 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x262 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x273 $x109)))
(or (or false) (not $x262))))))
(check-sat)
