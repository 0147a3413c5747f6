; program cross_entropy_into_logits, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r555_byte () Int)
(declare-fun r555_1 () Int)
(declare-fun r555_0 () Int)
(declare-fun byte () Int)
(declare-fun w556_byte () Int)
(declare-fun w556_1 () Int)
(declare-fun w556_0 () Int)
(assert
 (let ((?x276 (+ 0 (* 4 (+ 0 (+ (* r555_0 16) (* r555_1 1)))))))
 (and (and (>= r555_0 0) (< r555_0 8)) (and (>= r555_1 0) (< r555_1 16)) (and (>= r555_byte 0) (< r555_byte 4)) (= byte (+ ?x276 r555_byte)))))
(assert
 (let ((?x572 (+ 0 (* 4 (+ 0 (+ (* w556_0 16) (* w556_1 1)))))))
 (and (and (>= w556_0 0) (< w556_0 8)) (and (>= w556_1 0) (< w556_1 16)) (and (>= w556_byte 0) (< w556_byte 4)) (= byte (+ ?x572 w556_byte)))))
(assert
 (let (($x559 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x514 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x396 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x514 $x559)))
(or (or false) (not $x396))))))
(check-sat)
