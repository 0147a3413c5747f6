; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r827_byte () Int)
(declare-fun r827_0 () Int)
(declare-fun byte () Int)
(declare-fun w828_byte () Int)
(declare-fun w828_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s829_byte () Int)
(declare-fun s829_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s830_byte () Int)
(declare-fun s830_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s831_byte () Int)
(declare-fun s831_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s832_byte () Int)
(declare-fun s832_0 () Int)
(assert
 (let (($x629 (= byte (+ (+ 0 (* 4 (+ 0 (* r827_0 1)))) r827_byte))))
 (and (and (>= r827_0 0) (< r827_0 16)) (and (>= r827_byte 0) (< r827_byte 4)) $x629)))
(assert
 (let (($x357 (= byte (+ (+ 0 (* 4 (+ 8 (* w828_0 1)))) w828_byte))))
 (and (and (>= w828_0 0) (< w828_0 4)) (and (>= w828_byte 0) (< w828_byte 4)) $x357)))
(assert
 (let (($x611 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x611)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r827_0 1)))) held_byte0)))
(assert
 (let (($x595 (= carried0 (+ (+ 0 (* 4 (+ 8 (* s829_0 1)))) s829_byte))))
 (and (and (>= s829_0 0) (< s829_0 4)) (and (>= s829_byte 0) (< s829_byte 4)) $x595)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 8 (* s829_0 1)))) held_byte1)))
(assert
 (let (($x268 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s830_0 1)))) s830_byte))))
 (and (and (>= s830_0 0) (< s830_0 16)) (and (>= s830_byte 0) (< s830_byte 4)) $x268)))
(assert
 (let (($x157 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x157)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s830_0 1)))) held_byte2)))
(assert
 (let (($x89 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s831_0 1)))) s831_byte))))
 (and (and (>= s831_0 0) (< s831_0 16)) (and (>= s831_byte 0) (< s831_byte 4)) $x89)))
(assert
 (let (($x700 (and (>= (- (div (- carried2 0) 4) 12) 0) (< (div (- (div (- carried2 0) 4) 12) 1) 4) (= (mod (- (div (- carried2 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x700)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s831_0 1)))) held_byte3)))
(assert
 (let (($x545 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s832_0 1)))) s832_byte))))
(and (and (>= s832_0 0) (< s832_0 16)) (and (>= s832_byte 0) (< s832_byte 4)) $x545)))
(check-sat)
