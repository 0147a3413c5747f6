; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r133_byte () Int)
(declare-fun r133_1 () Int)
(declare-fun r133_0 () Int)
(declare-fun byte () Int)
(declare-fun w134_byte () Int)
(declare-fun w134_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s135_byte () Int)
(declare-fun s135_0 () Int)
(assert
 (let ((?x109 (+ 0 (* 4 (+ 0 (+ (* r133_0 8) (* r133_1 1)))))))
 (and (and (>= r133_0 0) (< r133_0 4)) (and (>= r133_1 0) (< r133_1 8)) (and (>= r133_byte 0) (< r133_byte 4)) (= byte (+ ?x109 r133_byte)))))
(assert
 (let (($x419 (= byte (+ (+ 0 (* 4 (+ 0 (* w134_0 1)))) w134_byte))))
 (and (and (>= w134_0 0) (< w134_0 8)) (and (>= w134_byte 0) (< w134_byte 4)) $x419)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x109 (+ 0 (* 4 (+ 0 (+ (* r133_0 8) (* r133_1 1)))))))
 (= observed (+ ?x109 held_byte))))
(assert
 (let (($x76 (= observed (+ (+ 0 (* 4 (+ 0 (* s135_0 1)))) s135_byte))))
 (and (and (>= s135_0 0) (< s135_0 8)) (and (>= s135_byte 0) (< s135_byte 4)) $x76)))
(assert
 (let (($x293 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x293))))
(check-sat)
