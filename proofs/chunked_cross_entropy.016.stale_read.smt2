; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r719_byte () Int)
(declare-fun r719_0 () Int)
(declare-fun byte () Int)
(declare-fun w720_byte () Int)
(declare-fun w720_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s721_byte () Int)
(declare-fun s721_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s722_byte () Int)
(declare-fun s722_0 () Int)
(assert
 (let (($x487 (= byte (+ (+ 0 (* 4 (+ 0 (* r719_0 1)))) r719_byte))))
 (and (and (>= r719_0 0) (< r719_0 16)) (and (>= r719_byte 0) (< r719_byte 4)) $x487)))
(assert
 (let (($x194 (= byte (+ (+ 0 (* 4 (+ 4 (* w720_0 1)))) w720_byte))))
 (and (and (>= w720_0 0) (< w720_0 4)) (and (>= w720_byte 0) (< w720_byte 4)) $x194)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r719_0 1)))) held_byte0)))
(assert
 (let (($x657 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s721_0 1)))) s721_byte))))
 (and (and (>= s721_0 0) (< s721_0 16)) (and (>= s721_byte 0) (< s721_byte 4)) $x657)))
(assert
 (let (($x689 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x689)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s721_0 1)))) held_byte1)))
(assert
 (let (($x578 (= carried1 (+ (+ 0 (* 4 (+ 8 (* s722_0 1)))) s722_byte))))
(and (and (>= s722_0 0) (< s722_0 4)) (and (>= s722_byte 0) (< s722_byte 4)) $x578)))
(check-sat)
