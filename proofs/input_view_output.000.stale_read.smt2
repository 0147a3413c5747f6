; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r132_byte () Int)
(declare-fun r132_1 () Int)
(declare-fun r132_0 () Int)
(declare-fun byte () Int)
(declare-fun w133_byte () Int)
(declare-fun w133_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s134_byte () Int)
(declare-fun s134_1 () Int)
(declare-fun s134_0 () Int)
(assert
 (let ((?x264 (+ 0 (* 4 (+ 0 (+ (* r132_0 8) (* r132_1 1)))))))
 (and (and (>= r132_0 0) (< r132_0 4)) (and (>= r132_1 0) (< r132_1 8)) (and (>= r132_byte 0) (< r132_byte 4)) (= byte (+ ?x264 r132_byte)))))
(assert
 (let (($x279 (= byte (+ (+ 0 (* 4 (+ 0 (* w133_0 1)))) w133_byte))))
 (and (and (>= w133_0 0) (< w133_0 8)) (and (>= w133_byte 0) (< w133_byte 4)) $x279)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x264 (+ 0 (* 4 (+ 0 (+ (* r132_0 8) (* r132_1 1)))))))
 (= observed (+ ?x264 held_byte))))
(assert
 (let ((?x143 (+ 0 (* 4 (+ 0 (+ (* s134_0 8) (* s134_1 1)))))))
 (and (and (>= s134_0 0) (< s134_0 4)) (and (>= s134_1 0) (< s134_1 8)) (and (>= s134_byte 0) (< s134_byte 4)) (= observed (+ ?x143 s134_byte)))))
(assert
 (let (($x197 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x197))))
(check-sat)
