; program returns_view, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r238_byte () Int)
(declare-fun r238_1 () Int)
(declare-fun r238_0 () Int)
(declare-fun byte () Int)
(declare-fun w239_byte () Int)
(declare-fun w239_1 () Int)
(declare-fun w239_0 () Int)
(assert
 (let ((?x1066 (+ 0 (* 4 (+ 0 (+ (* r238_0 8) (* r238_1 1)))))))
 (and (and (>= r238_0 0) (< r238_0 4)) (and (>= r238_1 0) (< r238_1 8)) (and (>= r238_byte 0) (< r238_byte 4)) (= byte (+ ?x1066 r238_byte)))))
(assert
 (let ((?x945 (+ 0 (* 4 (+ 0 (+ (* w239_0 8) (* w239_1 1)))))))
 (and (and (>= w239_0 0) (< w239_0 4)) (and (>= w239_1 0) (< w239_1 8)) (and (>= w239_byte 0) (< w239_byte 4)) (= byte (+ ?x945 w239_byte)))))
(assert
 (let (($x1156 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x196 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x1317 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x196 $x1156)))
(or (or false) (not $x1317))))))
(check-sat)
