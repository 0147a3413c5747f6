; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
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
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s723_byte () Int)
(declare-fun s723_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s724_byte () Int)
(declare-fun s724_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s725_byte () Int)
(declare-fun s725_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s726_byte () Int)
(declare-fun s726_0 () Int)
(assert
 (let (($x196 (= byte (+ (+ 0 (* 4 (+ 0 (* r719_0 1)))) r719_byte))))
 (and (and (>= r719_0 0) (< r719_0 16)) (and (>= r719_byte 0) (< r719_byte 4)) $x196)))
(assert
 (let (($x176 (= byte (+ (+ 0 (* 4 (+ 4 (* w720_0 1)))) w720_byte))))
 (and (and (>= w720_0 0) (< w720_0 4)) (and (>= w720_byte 0) (< w720_byte 4)) $x176)))
(assert
 (let (($x536 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x536)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r719_0 1)))) held_byte0)))
(assert
 (let (($x490 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s721_0 1)))) s721_byte))))
 (and (and (>= s721_0 0) (< s721_0 4)) (and (>= s721_byte 0) (< s721_byte 4)) $x490)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s721_0 1)))) held_byte1)))
(assert
 (let (($x125 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s722_0 1)))) s722_byte))))
 (and (and (>= s722_0 0) (< s722_0 16)) (and (>= s722_byte 0) (< s722_byte 4)) $x125)))
(assert
 (let (($x468 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x468)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s722_0 1)))) held_byte2)))
(assert
 (let (($x581 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s723_0 1)))) s723_byte))))
 (and (and (>= s723_0 0) (< s723_0 16)) (and (>= s723_byte 0) (< s723_byte 4)) $x581)))
(assert
 (let (($x246 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x246)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s723_0 1)))) held_byte3)))
(assert
 (let (($x172 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s724_0 1)))) s724_byte))))
 (and (and (>= s724_0 0) (< s724_0 16)) (and (>= s724_byte 0) (< s724_byte 4)) $x172)))
(assert
 (let (($x92 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x92)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s724_0 1)))) held_byte4)))
(assert
 (let (($x506 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s725_0 1)))) s725_byte))))
 (and (and (>= s725_0 0) (< s725_0 16)) (and (>= s725_byte 0) (< s725_byte 4)) $x506)))
(assert
 (let (($x669 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x669)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s725_0 1)))) held_byte5)))
(assert
 (let (($x495 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s726_0 1)))) s726_byte))))
(and (and (>= s726_0 0) (< s726_0 16)) (and (>= s726_byte 0) (< s726_byte 4)) $x495)))
(check-sat)
